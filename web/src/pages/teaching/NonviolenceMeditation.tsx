import { TeachingArticle, type TeachingContent } from './TeachingArticle';

const content: TeachingContent = {
  path: '/nonviolence-meditation',
  intention: 'NON_VIOLENCE',
  title: 'Nonviolence Meditation: Practising Ahimsa Every Day · Peace Practice',
  description:
    'Explore nonviolence meditation: ahimsa in Jainism, Hinduism and Buddhism, the nonviolent resistance of Gandhi and King, and a five-minute practice for gentleness in thought, word and deed.',
  headline: 'Nonviolence meditation: strength without harm',
  lead:
    'Nonviolence is not passivity. It is the courage to meet harm without adding to it. This meditation begins where every act begins: in the mind, before the hand moves or the word is spoken.',
  intro: [
    'The Sanskrit word ahimsa means “not harming”. In the traditions that shaped it, ahimsa is a discipline of attention: noticing the sharp thought before it becomes a sharp word, the irritation before it becomes a slammed door. Meditation gives that attention room to grow.',
    'In the twentieth century, nonviolence became a force for justice. Mohandas Gandhi in India and Martin Luther King Jr. in the United States showed that refusing to harm, combined with refusing to submit to injustice, could change nations. Both were clear that this power is trained inwardly first.',
  ],
  quote: {
    text: 'Nonviolence is a powerful and just weapon. It is a weapon unique in history, which cuts without wounding and ennobles the man who wields it.',
    source: 'Martin Luther King Jr., Why We Can’t Wait',
  },
  traditions: [
    {
      name: 'Jainism',
      teaching: 'Ahimsa as the first vow',
      text: 'For Jains, non-harming extends to every living being, down to the smallest insect. Monks sweep the path before them; lay Jains shape their diet and work around it. It is the most thorough practice of nonviolence the world has known.',
    },
    {
      name: 'Hinduism',
      teaching: 'Ahimsa paramo dharma',
      text: '“Non-harming is the highest duty,” says a line of the Mahabharata. In yoga philosophy ahimsa is the first of the yamas, the ethical foundation on which all other practice rests.',
    },
    {
      name: 'Buddhism',
      teaching: 'The first precept',
      text: 'Buddhists undertake to refrain from taking life. The precept is paired with the cultivation of its opposite, so that avoiding harm grows into active kindness toward all beings.',
    },
    {
      name: 'Gandhi’s satyagraha',
      teaching: 'Truth-force',
      text: 'Gandhi called his method satyagraha, holding firmly to truth. He fasted, prayed and sat in silence each week, convinced that nonviolent action depends on an inner calm that anger cannot shake.',
    },
    {
      name: 'Quaker tradition',
      teaching: 'The peace testimony',
      text: 'Since the seventeenth century the Religious Society of Friends has testified against war and violence. Their meetings for worship, held largely in silence, are where that witness is renewed.',
    },
  ],
  practice: [
    'Sit in a stable posture and let your breathing find its own pace. Feel the ground holding you.',
    'Recall a recent moment when you felt the urge to strike back, even with a look or a sharp word. Do not judge it; simply notice where it lives in the body.',
    'Breathe into that place. With each out-breath, let the heat soften a little, without pretending it was never there.',
    'Silently repeat: “May I meet harm without adding to it. May I be strong and gentle at once.”',
    'Picture the person involved and offer them the same wish: “May you be free from harm. May we both be safe.”',
    'End by resolving one small act of gentleness for today, and rest quietly until the bell.',
  ],
  benefits: [
    {
      icon: 'hand',
      title: 'A pause before reacting',
      text: 'Practice widens the gap between a trigger and your response, and in that gap lives the choice not to harm.',
    },
    {
      icon: 'heart',
      title: 'Less lingering anger',
      text: 'Looking at anger with curiosity instead of feeding it helps it pass through rather than settle in.',
    },
    {
      icon: 'users',
      title: 'Safer spaces around you',
      text: 'Families, teams and communities feel the difference when one person reliably responds with restraint.',
    },
    {
      icon: 'sparkle',
      title: 'Moral courage',
      text: 'Nonviolence asks more strength than retaliation does. Daily practice builds the steadiness to stand firm without cruelty.',
    },
  ],
};

export default function NonviolenceMeditation() {
  return <TeachingArticle content={content} />;
}
