import { TeachingArticle, type TeachingContent } from './TeachingArticle';

const content: TeachingContent = {
  path: '/service-meditation',
  intention: 'SERVICE',
  title: 'Service Meditation: Karma Yoga, Seva and Selfless Action · Peace Practice',
  description:
    'A guide to service meditation: karma yoga in the Bhagavad Gita, Sikh seva, the bodhisattva vow, tikkun olam and Christian and Islamic service, with a five-minute practice for everyday generosity.',
  headline: 'Service meditation: letting practice become action',
  lead:
    'Meditation is not only a retreat from the world; it is preparation for meeting it. This practice gathers the calm and care you have cultivated and offers them, through your hands, to someone else.',
  intro: [
    'Every contemplative tradition eventually arrives at the same place: a quiet mind and an open heart are meant to be shared. Service meditation makes that movement explicit. We reflect on what we have received, notice who around us is in need, and dedicate our effort to their good.',
    'Service here does not mean grand gestures. It means washing the dishes for a tired housemate, listening fully to a colleague, volunteering an hour, or simply doing your work as a gift rather than a transaction. Done without wanting credit, small acts become a practice of their own.',
  ],
  quote: {
    text: 'Everybody can be great, because anybody can serve.',
    source: 'Martin Luther King Jr., “The Drum Major Instinct”, 1968',
  },
  traditions: [
    {
      name: 'Hinduism',
      teaching: 'Karma yoga',
      text: 'In the Bhagavad Gita, Krishna teaches Arjuna to act without clinging to the fruits of action (2:47). Work offered selflessly becomes a path to freedom: karma yoga, the yoga of action.',
    },
    {
      name: 'Sikhism',
      teaching: 'Seva and the langar',
      text: 'Seva, selfless service, is at the heart of Sikh life. Every gurdwara runs a langar, a free kitchen where volunteers cook for anyone who comes, all sitting together as equals.',
    },
    {
      name: 'Buddhism',
      teaching: 'The bodhisattva vow',
      text: 'In Mahayana Buddhism the bodhisattva vows to seek awakening not for themselves alone but for the sake of all beings, and to keep returning to help until every being is free.',
    },
    {
      name: 'Judaism',
      teaching: 'Tikkun olam',
      text: '“Repairing the world” expresses the idea that people are partners in completing creation. Acts of justice and loving-kindness, gemilut chasadim, are how that repair is carried out.',
    },
    {
      name: 'Christianity and Islam',
      teaching: 'Serving the least',
      text: 'Jesus taught that whatever we do for the least of our brothers and sisters we do for him (Matthew 25:40). A saying of the Prophet Muhammad holds that every act of goodness is charity, sadaqah.',
    },
  ],
  practice: [
    'Sit comfortably and breathe slowly. Let yourself arrive fully before thinking about anyone else.',
    'Reflect on three things you have received today from others: a meal, a kind word, work that made your life easier.',
    'Let gratitude fill the chest. Silently say: “I have been given much. May I also give.”',
    'Bring to mind someone who could use help this week. Picture them clearly and feel your wish for their wellbeing.',
    'Choose one concrete, small act of service you will do for them or for someone else today.',
    'Dedicate the last minute of practice: “May the peace of this moment reach others through my actions.” Rest until the bell.',
  ],
  benefits: [
    {
      icon: 'sun',
      title: 'Meaning in ordinary days',
      text: 'Work and chores offered as service carry a sense of purpose that does not depend on praise.',
    },
    {
      icon: 'heart',
      title: 'Wellbeing through giving',
      text: 'Research on volunteering and generosity associates them with greater life satisfaction for the giver as well as the receiver.',
    },
    {
      icon: 'users',
      title: 'Stronger communities',
      text: 'Small, steady acts of help weave the trust that lets neighbourhoods and groups care for their own.',
    },
    {
      icon: 'hand',
      title: 'Practice that moves',
      text: 'Service turns the calm of meditation into something others can feel, which is where peace becomes real.',
    },
  ],
};

export default function ServiceMeditation() {
  return <TeachingArticle content={content} />;
}
