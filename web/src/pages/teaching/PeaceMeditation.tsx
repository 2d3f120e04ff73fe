import { TeachingArticle, type TeachingContent } from './TeachingArticle';

const content: TeachingContent = {
  path: '/peace-meditation',
  intention: 'PEACE',
  title: 'Peace Meditation: Find Inner Calm and Share It · Peace Practice',
  description:
    'Learn peace meditation: how Buddhist, Jewish, Christian, Islamic and Hindu traditions understand peace, a simple five-minute practice, and what daily practice can bring.',
  headline: 'Peace meditation: becoming the calm you hope to see',
  lead:
    'Peace in the world begins as peace in a single body and a single breath. This meditation steadies the mind and then sends that steadiness outward, to the people near you and far away.',
  intro: [
    'Most of us meet the day already braced: for news, for deadlines, for the small frictions of living with others. Peace meditation does not ask you to ignore any of that. It asks you to notice the tension you carry, to let your breath soften it a little, and to rest for a few minutes in the quiet that is always underneath.',
    'From that quiet, the practice turns outward. Having touched a moment of peace yourself, you wish it for someone you love, for someone you find difficult, and finally for everyone alive. People who keep this practice often describe a subtle change: conflicts still arise, but they are met from a steadier place.',
  ],
  quote: { text: 'Blessed are the peacemakers, for they will be called children of God.', source: 'Gospel of Matthew 5:9' },
  traditions: [
    {
      name: 'Buddhism',
      teaching: 'Peace in every step',
      text: 'Zen teacher Thich Nhat Hanh taught that peace is not a distant goal but something practised in each breath and each step. Walking slowly and breathing with awareness, he said, we can be peace ourselves before we ask it of the world.',
    },
    {
      name: 'Judaism',
      teaching: 'Shalom: wholeness',
      text: 'Shalom means more than the absence of war; it carries the sense of completeness and wellbeing. The Psalmist’s call to “seek peace, and pursue it” (Psalm 34:14) makes peace an active task, something we chase rather than wait for.',
    },
    {
      name: 'Christianity',
      teaching: 'The peacemakers',
      text: 'In the Sermon on the Mount, Jesus blesses not the peaceful but the peacemakers: those who do the patient work of reconciliation. Contemplative Christians have long seen silent prayer as the place where that work begins.',
    },
    {
      name: 'Islam',
      teaching: 'As-Salam: the source of peace',
      text: 'As-Salam, “Peace”, is one of the names of God in the Qur’an, and Muslims greet one another with “as-salamu alaykum”, peace be upon you. Every greeting becomes a small offering of peace to another person.',
    },
    {
      name: 'Hinduism',
      teaching: 'Om shanti shanti shanti',
      text: 'Many Upanishadic prayers close with shanti spoken three times: peace in the body and mind, peace with the world around us, and peace with forces beyond our control. The repetition itself becomes a meditation.',
    },
  ],
  practice: [
    'Sit comfortably with your back upright but not stiff. Let your hands rest, and close your eyes or lower your gaze.',
    'Take three slow breaths, making each out-breath a little longer than the in-breath. Feel your shoulders drop.',
    'Notice where you are holding tension: the jaw, the belly, the hands. Breathe into each place and let it loosen.',
    'Silently repeat on each out-breath: “May I be at peace.” Let the words settle rather than forcing a feeling.',
    'Bring to mind someone you love, then someone you find difficult, then the whole world, offering each: “May you be at peace.”',
    'Rest for the final minute without words, simply breathing, until the bell.',
  ],
  benefits: [
    {
      icon: 'leaf',
      title: 'A calmer nervous system',
      text: 'Slow breathing and steady attention help the body shift out of alarm. Research on meditation links regular practice with lower perceived stress.',
    },
    {
      icon: 'heart',
      title: 'Steadier relationships',
      text: 'Meeting conflict from calm rather than reaction leaves more room for listening, and fewer words you later wish you could take back.',
    },
    {
      icon: 'sun',
      title: 'Clearer attention',
      text: 'Returning to the breath again and again trains focus, and a settled mind makes clearer choices through the day.',
    },
    {
      icon: 'globe',
      title: 'A sense of shared purpose',
      text: 'Meditating for peace alongside others around the world turns a private moment into a quiet, collective act of hope.',
    },
  ],
};

export default function PeaceMeditation() {
  return <TeachingArticle content={content} />;
}
