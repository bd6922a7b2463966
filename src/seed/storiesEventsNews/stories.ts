import { heading, paragraph, richText } from '../lexical'

/** Six patient stories, written for the demo; the men and places are fictional. */
export const demoStories = [
  {
    slug: 'walking-back-to-the-water',
    title: 'Walking back to the water',
    location: 'Nanaimo, BC',
    excerpt: 'After his diagnosis, Daniel found that a weekly walk with his support group did as much for his spirits as for his legs.',
    headline: 'A weekly walk became a lifeline',
    subheading: 'Daniel’s story',
    description: 'Daniel is a retired ferry engineer who walks the seawall every Saturday with men from his support group.',
    paragraphs: [
      'When Daniel heard the word “cancer” in his doctor’s office, he says the room went quiet in a way he had never heard before. He drove home the long way, along the water, and did not tell anyone for a week.',
      'It was his wife who found the support group listing. The first meeting was in a church hall, and Daniel nearly left before it started. Then a man about his age sat down next to him and asked how he took his coffee.',
      'The group walks the seawall every Saturday now. Some weeks they talk about treatment and appointments; most weeks they talk about fishing, grandchildren and the weather. Daniel says both kinds of talk help.',
      'His advice to anyone newly diagnosed is simple: tell one person, and go to one meeting. You do not have to say anything the first time. Just listen.',
    ],
    days: 12,
  },
  {
    slug: 'a-second-opinion-and-a-first-conversation',
    title: 'A second opinion and a first conversation',
    location: 'Kelowna, BC',
    excerpt: 'Raj learned that asking questions is not the same as doubting your doctors, and that his sons wanted to be asked too.',
    headline: 'Questions are part of the treatment',
    subheading: 'Raj’s story',
    description: 'Raj runs a small orchard and is a father of two grown sons.',
    paragraphs: [
      'Raj had always been the one who fixed things. When his test results came back, he made a list of questions and then was too embarrassed to ask them.',
      'A volunteer on the foundation’s phone line told him that good doctors expect questions, and that bringing a written list is normal. At his next appointment he read every question out loud.',
      'The harder conversation was with his sons. He waited until the harvest was in. They were quiet at first, and then they wanted to know everything: what the options were, what they could do, whether they should be tested themselves when the time came.',
      'Raj says that telling his family was the best decision he made. “They were already worried,” he says. “Now they could help.”',
    ],
    days: 30,
  },
  {
    slug: 'the-ride-that-brought-us-together',
    title: 'The ride that brought us together',
    location: 'Victoria, BC',
    excerpt: 'Michel and his brother had not cycled together in thirty years. A charity ride changed that.',
    headline: 'Two brothers, one long ride',
    subheading: 'Michel’s story',
    description: 'Michel is a retired teacher who rides with his brother every summer.',
    paragraphs: [
      'Michel’s brother signed them both up for a charity ride a month after Michel finished treatment. Michel thought it was a terrible idea and said so.',
      'They trained together on quiet roads outside the city, slowly at first. On the day of the ride they finished near the back, and Michel says he has never been prouder of a result.',
      'Along the way he met riders whose fathers, partners and friends had been through what he had. Some were riding in memory of someone. Many stopped to talk at the rest stations.',
      'The brothers have ridden every year since. Michel now volunteers at the registration table when he is not riding.',
    ],
    days: 55,
  },
  {
    slug: 'finding-words-in-two-languages',
    title: 'Finding words in two languages',
    location: 'Richmond, BC',
    excerpt: 'For Wei, the hardest part was explaining his diagnosis to his parents in a language that had no easy words for it.',
    headline: 'Support in the language you dream in',
    subheading: 'Wei’s story',
    description: 'Wei works in logistics and cares for his elderly parents.',
    paragraphs: [
      'Wei talks to his doctors in English and to his parents in Cantonese. After his diagnosis he found that the words he needed did not travel easily between the two.',
      'A support group that meets in Cantonese gave him the vocabulary, and also the company of men who had had the same conversations with their own families.',
      'He says that having printed information to take home made a difference. His parents read it slowly, with a dictionary, and then asked him better questions than he expected.',
      'Wei now helps at the group’s meetings by welcoming newcomers and making sure nobody sits alone.',
    ],
    days: 80,
  },
  {
    slug: 'back-on-the-ice',
    title: 'Back on the ice',
    location: 'Prince George, BC',
    excerpt: 'Tom thought his hockey days were over. His old-timers team had other ideas.',
    headline: 'A team that waited for him',
    subheading: 'Tom’s story',
    description: 'Tom has played old-timers hockey for twenty years.',
    paragraphs: [
      'During treatment Tom stopped going to the rink. He told his team he would be back “eventually” and expected them to forget about him.',
      'Instead they sent messages every week, and one of them drove him to appointments when his wife was working. When he was ready, they put him on a line with the slowest skaters, and he says that was exactly right.',
      'Tom talks openly about incontinence and fatigue now, because he found that other men were relieved to hear someone say it first.',
      'He wants men to know that recovery has good weeks and hard weeks, and that both are normal.',
    ],
    days: 120,
  },
  {
    slug: 'what-my-partner-taught-me',
    title: 'What my partner taught me',
    location: 'Kamloops, BC',
    excerpt: 'Greg and his partner Alan found that prostate cancer affected them both, and that they needed support as a couple.',
    headline: 'Facing it as a couple',
    subheading: 'Greg’s story',
    description: 'Greg and Alan have been together for twenty-two years.',
    paragraphs: [
      'When Greg was diagnosed, Alan went with him to every appointment. It took a while for both of them to realise that Alan needed someone to talk to as well.',
      'They found a partners’ evening at a local support group, and later a counsellor who had worked with other couples in their situation.',
      'Greg says the most useful thing they did was to keep talking, even when the conversations were awkward. Intimacy changed, and they learned new ways to be close.',
      'They now share their story at information evenings, so that other couples know they are not alone.',
    ],
    days: 160,
  },
]

export const storyBody = (paragraphs: string[]) =>
  richText(heading('h2', 'In his own words'), ...paragraphs.map((p) => paragraph(p)))
