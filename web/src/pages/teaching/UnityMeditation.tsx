import { TeachingArticle, type TeachingContent } from './TeachingArticle';

const content: TeachingContent = {
  path: '/unity-meditation',
  intention: 'UNITY',
  title: 'Unity Meditation: Interconnection and Oneness · Peace Practice',
  description:
    'Explore unity meditation: interbeing in Buddhism, “Tat tvam asi” in the Upanishads, Lakota “all my relatives”, Ubuntu and the Baháʼí oneness of humanity, with a five-minute practice.',
  headline: 'Unity meditation: remembering that we belong to each other',
  lead:
    'Every breath you take was shaped by forests, oceans and countless people you will never meet. Unity meditation turns that simple fact into felt experience: you are not separate, and neither is anyone else.',
  intro: [
    'Much of our suffering comes from feeling apart: from other people, from nature, from our own lives. The sense of a small, isolated self defending itself against everything else is powerful, but it is not the whole truth.',
    'Unity meditation gently widens awareness. We notice the air moving in and out, the ground that supports us, the food and work of others that keep us alive. From there it becomes natural to feel kinship with people whose lives look nothing like ours.',
  ],
  quote: { text: 'The earth is but one country, and mankind its citizens.', source: 'Baháʼu’lláh' },
  traditions: [
    {
      name: 'Buddhism',
      teaching: 'Interbeing',
      text: 'Thich Nhat Hanh coined the word interbeing: a sheet of paper contains the cloud that watered the tree, the logger, the sunlight. Looking deeply at anything, we find it made of everything else.',
    },
    {
      name: 'Hinduism',
      teaching: 'Tat tvam asi',
      text: 'In the Chandogya Upanishad, a father teaches his son that the subtle essence of all things is also his own deepest self: “You are that.” Advaita Vedanta builds on this vision of a single underlying reality.',
    },
    {
      name: 'Lakota tradition',
      teaching: 'Mitákuye Oyásʼiŋ',
      text: 'This Lakota prayer, “all my relatives”, honours kinship with every person and with animals, plants, rocks and sky. It is spoken at the close of prayers and ceremonies as a reminder of that web of relationship.',
    },
    {
      name: 'Southern African philosophy',
      teaching: 'Ubuntu',
      text: '“A person is a person through other persons,” runs the Nguni saying behind Ubuntu. Our humanity is not a private possession but something we receive from, and give to, one another.',
    },
    {
      name: 'Baháʼí Faith',
      teaching: 'The oneness of humanity',
      text: 'The central teaching of the Baháʼí Faith is that humanity is one family. Overcoming prejudice of race, nation, class and religion is seen as the essential work of our age.',
    },
  ],
  practice: [
    'Sit comfortably and feel the points where your body meets the chair or the floor. You are being held.',
    'Follow the breath in and out. Reflect that this air has been breathed by plants, animals and people all over the earth.',
    'Think of the meal you last ate and trace it back: the farmers, drivers, cooks, rain and sun that made it possible.',
    'Bring to mind people in a distant country going about their day. Silently say: “We share this earth. We share this moment.”',
    'Let your sense of “me” soften at the edges, resting in the feeling of being one part of a living whole.',
    'Remain in that open awareness, breathing with everyone, until the bell.',
  ],
  benefits: [
    {
      icon: 'globe',
      title: 'Belonging',
      text: 'Feeling connected to something larger eases loneliness, one of the heaviest burdens of modern life.',
    },
    {
      icon: 'users',
      title: 'Less prejudice',
      text: 'Practising kinship with distant strangers loosens the snap judgements we make about people unlike ourselves.',
    },
    {
      icon: 'leaf',
      title: 'Care for the earth',
      text: 'Seeing how fully we depend on air, water and soil makes caring for them feel personal rather than abstract.',
    },
    {
      icon: 'sparkle',
      title: 'Perspective',
      text: 'Personal worries take their proper size when held inside a much wider view of life.',
    },
  ],
};

export default function UnityMeditation() {
  return <TeachingArticle content={content} />;
}
