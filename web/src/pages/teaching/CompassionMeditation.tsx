import { TeachingArticle, type TeachingContent } from './TeachingArticle';

const content: TeachingContent = {
  path: '/compassion-meditation',
  intention: 'COMPASSION',
  title: 'Compassion Meditation: Karuna, Tonglen and Everyday Kindness · Peace Practice',
  description:
    'Learn compassion meditation: karuna and tonglen from Buddhism, mercy in Islam and Judaism, the Good Samaritan, a five-minute practice, and how compassion strengthens resilience.',
  headline: 'Compassion meditation: staying present with suffering',
  lead:
    'Compassion means “to suffer with”. It is the willingness to turn toward pain, your own and other people’s, with warmth instead of fear, and the quiet wish that it may ease.',
  intro: [
    'When we see someone suffering, two instincts compete: to look away, or to be overwhelmed. Compassion is a third way. It stays with the pain, keeps the heart open, and remains steady enough to help.',
    'Contemplative traditions train compassion deliberately, the way a musician trains scales. We begin with someone easy to feel for, then widen the circle step by step until it includes strangers, difficult people, and finally ourselves.',
  ],
  quote: {
    text: 'If you want others to be happy, practise compassion. If you want to be happy, practise compassion.',
    source: 'The Dalai Lama, The Art of Happiness',
  },
  traditions: [
    {
      name: 'Buddhism',
      teaching: 'Karuna',
      text: 'Karuna, compassion, is one of the four “boundless states” along with loving-kindness, sympathetic joy and equanimity. It is the wish that all beings be free from suffering and its causes.',
    },
    {
      name: 'Tibetan Buddhism',
      teaching: 'Tonglen: sending and taking',
      text: 'In tonglen, the meditator breathes in the suffering of others, imagined as dark smoke, and breathes out relief and light. It reverses our habit of avoiding pain, and builds remarkable courage.',
    },
    {
      name: 'Islam',
      teaching: 'Ar-Rahman, Ar-Rahim',
      text: 'All but one of the Qur’an’s chapters open with “In the name of God, the Most Compassionate, the Most Merciful.” Compassion is the first quality by which God is named, and the believer is asked to reflect it.',
    },
    {
      name: 'Judaism',
      teaching: 'Rachamim',
      text: 'The Hebrew word for compassion, rachamim, shares its root with rechem, womb. It suggests the fierce, protective tenderness of a parent, a quality the prophets ask us to show toward the stranger and the poor.',
    },
    {
      name: 'Christianity',
      teaching: 'The Good Samaritan',
      text: 'In the parable, a traveller from a despised people stops for a wounded stranger whom others passed by. Asked who the true neighbour was, the listener answers: “The one who showed him mercy.”',
    },
  ],
  practice: [
    'Sit comfortably and place a hand on your heart if that feels natural. Breathe slowly for a few moments.',
    'Bring to mind someone you care about who is struggling. Picture their face and feel your concern for them.',
    'Breathing in, imagine taking in a little of their heaviness. Breathing out, send them ease: “May you be free from suffering.”',
    'Widen the circle to a neighbour or a stranger, then to everyone facing a similar difficulty today.',
    'Finally turn the wish toward yourself: “May I be free from suffering. May I meet my pain with kindness.”',
    'Let the words go and rest in the warmth that remains until the bell.',
  ],
  benefits: [
    {
      icon: 'heart',
      title: 'A warmer heart',
      text: 'Regular practice makes care for others feel natural rather than effortful, even toward people you have never met.',
    },
    {
      icon: 'leaf',
      title: 'Resilience without burnout',
      text: 'Research on compassion training suggests it can help caregivers stay engaged with suffering without being overwhelmed by it.',
    },
    {
      icon: 'users',
      title: 'Deeper connection',
      text: 'Seeing the struggles others carry softens judgement and makes friendship and cooperation easier.',
    },
    {
      icon: 'hand',
      title: 'Readiness to help',
      text: 'Compassion is meant to move. A heart trained in it notices needs sooner and acts with more confidence.',
    },
  ],
};

export default function CompassionMeditation() {
  return <TeachingArticle content={content} />;
}
