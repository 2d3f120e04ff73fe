import { TeachingArticle, type TeachingContent } from './TeachingArticle';

const content: TeachingContent = {
  path: '/forgiveness-meditation',
  intention: 'FORGIVENESS',
  title: 'Forgiveness Meditation: Letting Go of Resentment · Peace Practice',
  description:
    'A guide to forgiveness meditation: what Buddhist, Christian, Jewish, Islamic and Hawaiian traditions teach about forgiving, a gentle five-minute practice, and what letting go can bring.',
  headline: 'Forgiveness meditation: setting down what you have carried',
  lead:
    'Forgiveness is not forgetting, and it is not saying that what happened was acceptable. It is choosing, slowly and often more than once, to stop letting an old wound decide how you live today.',
  intro: [
    'Resentment is heavy. We replay the conversation, rehearse what we should have said, and feel the sting again each time. Forgiveness meditation offers another way to hold the memory: with honesty about the hurt, and with a growing willingness to release its grip on us.',
    'The practice moves in three directions: asking forgiveness from those we have hurt, offering it to those who have hurt us, and extending it to ourselves. None of these can be forced. What the meditation does is soften the ground, session by session, so that letting go becomes possible.',
  ],
  quote: {
    text: 'Hatred is never appeased by hatred in this world. By non-hatred alone is hatred appeased. This is a law eternal.',
    source: 'The Dhammapada, verse 5',
  },
  traditions: [
    {
      name: 'Buddhism',
      teaching: 'Releasing resentment',
      text: 'The Buddha compared holding a grudge to grasping a hot coal to throw at someone: we are the ones who are burned. Forgiveness practice is part of loving-kindness meditation, wishing well even to those who have caused pain.',
    },
    {
      name: 'Christianity',
      teaching: 'Seventy times seven',
      text: 'Asked how often one should forgive, Jesus answered “seventy times seven” (Matthew 18:22), meaning without counting. The Lord’s Prayer ties our own forgiveness to our willingness to forgive others.',
    },
    {
      name: 'Judaism',
      teaching: 'Teshuvah: returning',
      text: 'Before Yom Kippur, Jews seek out those they have wronged and ask their pardon. Teshuvah, “return”, means repairing relationships as well as turning back to God, and the wronged are asked to accept a sincere apology.',
    },
    {
      name: 'Islam',
      teaching: 'Al-Afuw: the One who pardons',
      text: 'Among the names of God are Al-Ghafur, the Forgiving, and Al-Afuw, the Pardoner. The Qur’an asks believers to “pardon and overlook” (24:22), reminding them how much they hope to be forgiven themselves.',
    },
    {
      name: 'Hawaiian tradition',
      teaching: 'Hoʻoponopono: making right',
      text: 'Hoʻoponopono is a Hawaiian practice of reconciliation in which family members gather to talk through conflicts and release them. Modern versions distil it into four phrases: I’m sorry, please forgive me, thank you, I love you.',
    },
  ],
  practice: [
    'Settle into a comfortable posture and take a few slow breaths. Let your body know it is safe here.',
    'Bring to mind a time you hurt someone. Silently say: “For the harm I have caused, knowingly or unknowingly, I ask forgiveness.”',
    'Bring to mind a small hurt someone caused you; not the deepest wound, just something manageable. Notice what you feel, and breathe with it.',
    'When you are ready, say: “As far as I am able, I forgive you.” If you are not ready, say: “I am willing to become willing.”',
    'Turn toward yourself: “For the ways I have let myself down, I forgive myself.”',
    'Rest in the breath for the last minute, letting whatever remains simply be held until the bell.',
  ],
  benefits: [
    {
      icon: 'leaf',
      title: 'A lighter heart',
      text: 'Setting down resentment frees the energy it takes to keep an old grievance alive.',
    },
    {
      icon: 'heart',
      title: 'Room for repair',
      text: 'Forgiveness does not require reconciliation, but it makes an honest conversation more likely when one is possible.',
    },
    {
      icon: 'sun',
      title: 'Kindness toward yourself',
      text: 'The same practice that forgives others softens the harsh inner critic, and that is often where the change begins.',
    },
    {
      icon: 'sparkle',
      title: 'Freedom from the past',
      text: 'Studies of forgiveness interventions associate them with less rumination. Many people simply feel that the past no longer holds the pen.',
    },
  ],
};

export default function ForgivenessMeditation() {
  return <TeachingArticle content={content} />;
}
