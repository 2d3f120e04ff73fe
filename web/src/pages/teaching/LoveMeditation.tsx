import { TeachingArticle, type TeachingContent } from './TeachingArticle';

const content: TeachingContent = {
  path: '/love-meditation',
  intention: 'LOVE',
  title: 'Love Meditation: Loving-Kindness (Metta) for Everyone · Peace Practice',
  description:
    'A guide to love and loving-kindness meditation: metta in Buddhism, agape in Christianity, the Sufi path of love and Hindu bhakti, with a five-minute practice and its benefits.',
  headline: 'Love meditation: widening the circle of care',
  lead:
    'Love is usually something that happens to us. In meditation it becomes something we practise: a deliberate, generous wish for the happiness of others, starting with ourselves and reaching everyone.',
  intro: [
    'Loving-kindness meditation, known in the Pali language as metta, is one of the oldest and most widely practised meditations in the world. Its method is simple: silently offer good wishes, first to yourself, then to people you love, then to people you hardly know, then to people you find difficult, and finally to all beings.',
    'The feelings do not have to arrive on cue. Some days the words feel hollow, and that is part of the practice. Over weeks and months, many people find that warmth begins to arise on its own, and that the circle of people they naturally care about grows larger.',
  ],
  quote: {
    text: 'Love is patient, love is kind. It does not envy, it does not boast, it is not proud.',
    source: 'First Letter to the Corinthians 13:4',
  },
  traditions: [
    {
      name: 'Buddhism',
      teaching: 'Metta: loving-kindness',
      text: 'In the Metta Sutta, the Buddha asks us to cherish all living beings “as a mother would her only child”. Metta is the first of the four boundless states, and a classic remedy for fear and ill will.',
    },
    {
      name: 'Christianity',
      teaching: 'Agape',
      text: 'The Greek word agape names a love that gives without seeking return. Jesus summed up the law in two commandments: to love God, and to love your neighbour as yourself, and then widened “neighbour” to include enemies.',
    },
    {
      name: 'Sufism',
      teaching: 'The path of love',
      text: 'The mystics of Islam describe the spiritual journey as a journey of love. Poets such as Rumi wrote of a love so wide it dissolves the walls between people, and Sufi gatherings use music and remembrance to kindle it.',
    },
    {
      name: 'Hinduism',
      teaching: 'Bhakti: devotion',
      text: 'Bhakti yoga is the path of loving devotion. Its saints and poets, from Mirabai to Kabir, taught that love offered wholeheartedly, to the divine and to all creatures, is itself a complete spiritual practice.',
    },
  ],
  practice: [
    'Sit comfortably and let your face soften into a slight smile. Take a few unhurried breaths.',
    'Offer yourself these phrases, one per breath: “May I be happy. May I be healthy. May I be safe. May I live with ease.”',
    'Picture someone who loves you easily, and offer them the same words: “May you be happy. May you be healthy…”',
    'Move to a neutral person, perhaps someone you passed today, and then to someone you find difficult.',
    'Let the wish spread outward in every direction: “May all beings be happy. May all beings live with ease.”',
    'Rest quietly in whatever warmth is present, without chasing it, until the bell.',
  ],
  benefits: [
    {
      icon: 'heart',
      title: 'More positive emotion',
      text: 'Studies of loving-kindness meditation have linked it with increases in everyday positive emotions such as joy, gratitude and contentment.',
    },
    {
      icon: 'sun',
      title: 'A gentler inner voice',
      text: 'Beginning with yourself teaches a kinder tone toward your own mistakes, which makes change easier, not harder.',
    },
    {
      icon: 'users',
      title: 'Warmer relationships',
      text: 'Wishing people well before you meet them changes how you greet them, and often how they respond.',
    },
    {
      icon: 'globe',
      title: 'Less us-and-them',
      text: 'Including strangers and difficult people in your wishes slowly loosens the habit of dividing the world into sides.',
    },
  ],
};

export default function LoveMeditation() {
  return <TeachingArticle content={content} />;
}
