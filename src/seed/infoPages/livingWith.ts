import type { PageData } from '../pages'
import type { InfoMediaIds } from './media'
import type { SectionSeed } from './section'
import {
  SAMPLE_VIDEO_ID,
  REFERENCES as R,
  PATHS,
  cite,
  heading,
  infoPage,
  link,
  links,
  list,
  paragraph,
  rt,
  term,
  video,
  livingSupportLinks,
  type LayoutBlock,
  type Reference,
  type ReviewNote,
} from './shared'

/** Every page of the section shares this hero (spec: "shared hero titled Living with prostate cancer"). */
export const LIVING_HERO = 'Living with prostate cancer'

type LivingPage = { slug: string; title: string; intro: string; sources: Reference[]; reviewNotes?: ReviewNote[]; layout: LayoutBlock[] }

/** The slider on sex-with-and-after-cancer: six videos, each with its own local poster. */
const SLIDER_TOPICS = [
  'Talking with your partner',
  'Erections after surgery',
  'Erections after radiation',
  'Hormone therapy and desire',
  'Aids and medicines that help',
  'Intimacy beyond intercourse',
]

function livingPages(media: InfoMediaIds): LivingPage[] {
  return [
    {
      slug: 'incontinence',
      title: 'Incontinence',
      intro: 'Leaking urine after treatment is common, and it usually gets better. Here is what helps.',
      sources: [R.ccsSupportiveCare, R.ccsTreatment],
      layout: [
        rt(
          heading('h2', 'Incontinence'),
          paragraph(
            'Incontinence means leaking urine when you do not mean to. It is common after surgery for prostate cancer and less common after radiation. For most men it improves over the following months.',
          ),
          heading('h2', 'What can I do about it?'),
          list([
            'Pelvic floor exercises (Kegel exercises) strengthen the muscles that control urine. Ask for a referral to a pelvic floor physiotherapist, ideally before surgery.',
            'Pads and other products keep you dry and confident while you recover.',
            'Cutting down on caffeine, alcohol and fizzy drinks can calm the bladder.',
            ['If leaking does not improve, a ', term('urologist'), ' can discuss medicines or surgery that help.'],
          ]),
        ),
        video(media, 'Pelvic floor exercises for men (video to come)'),
      ],
    },
    {
      slug: 'nutrition',
      title: 'Nutrition',
      intro: 'What to eat during and after treatment to feel your best.',
      sources: [R.ccsSupportiveCare],
      layout: [
        rt(
          heading('h2', 'Nutrition'),
          paragraph(
            'No food can cure prostate cancer, but eating well helps you cope with treatment, keep your strength and stay at a healthy weight. It also lowers the risk of heart disease, which matters for men on hormone therapy.',
          ),
          heading('h2', 'What does healthy eating look like?'),
          list([
            'Fill half your plate with vegetables and fruit.',
            'Choose whole grains, beans and lentils.',
            'Pick fish, poultry and plant proteins more often than red and processed meat.',
            'Limit sugary drinks, alcohol and highly processed foods.',
            'Ask your team before taking supplements: some can interfere with treatment.',
          ]),
          paragraph('A registered dietitian can help you make a plan that suits you. Ask your cancer centre for a referral.'),
        ),
        video(media, 'Eating well with prostate cancer (video to come)'),
      ],
    },
    {
      slug: 'exercise',
      title: 'Exercise',
      intro: 'Staying active eases tiredness and helps your body handle treatment.',
      sources: [R.ccsSupportiveCare],
      layout: [
        rt(
          heading('h2', 'Exercise'),
          paragraph(
            'Regular exercise helps with many side effects of treatment: tiredness, weight gain, loss of muscle and bone, and low mood. It is safe for most men, and it is never too late to start.',
          ),
          heading('h2', 'How do I get started?'),
          list([
            'Check with your health-care team first, especially after surgery or if the cancer has spread to your bones.',
            'Mix activities that raise your heart rate, such as brisk walking, with strength exercises.',
            'Start slowly and build up. Any activity is better than none.',
            'Exercising with others can keep you going: try a group program such as Butts in Motion.',
          ]),
          paragraph('Find a group near you on the ', link('Butts in Motion', '/get-support/butts-in-motion'), ' page.'),
        ),
        video(media, 'Exercise during hormone therapy (video to come)'),
      ],
    },
    {
      slug: 'mental-health-and-wellness',
      title: 'Mental health and wellness',
      intro: 'Feeling worried, low or overwhelmed is common. Support can help.',
      sources: [R.ccsSupportiveCare],
      layout: [
        rt(
          heading('h2', 'Mental health and wellness'),
          paragraph(
            'A prostate cancer diagnosis can bring fear, anger, sadness or worry, for you and for the people close to you. These feelings are normal. They can come at diagnosis, during treatment, or long after it.',
          ),
          heading('h2', 'What can help?'),
          list([
            'Talk about how you feel with someone you trust.',
            'Meet men who understand, in a support group or with a peer supporter.',
            'Keep up activities you enjoy, and stay active.',
            'Ask your cancer centre about counselling for you and your partner.',
          ]),
          heading('h2', 'When should I get help right away?'),
          paragraph(
            'If you feel hopeless for more than a couple of weeks, or have thoughts of harming yourself, speak to your doctor now. In a crisis, call or text 9-8-8 (the Suicide Crisis Helpline) or go to the nearest emergency department.',
          ),
        ),
        video(media, 'Coping with a cancer diagnosis (video to come)'),
      ],
    },
    {
      slug: 'more-resources',
      title: 'More resources',
      intro: 'Practical help with money, work and getting around during treatment.',
      sources: [R.eiSickness],
      layout: [
        rt(
          heading('h2', 'More resources'),
          paragraph('Treatment can affect your work and your finances. Help is available.'),
          heading('h2', 'Can I get income support while I am off work?'),
          paragraph(
            'If you cannot work because of illness, you may qualify for Employment Insurance (EI) sickness benefits. The EI sickness benefit is paid for up to 26 weeks ',
            cite(R.eiSickness),
            '. This is the rule for claims started on or after December 18, 2022. Before that date the limit was 15 weeks ',
            cite(R.eiSicknessChange),
            '. Rules change, so check the current details with ',
            link('Service Canada', R.eiSickness.url),
            '. Your employer may also offer sick leave or disability insurance.',
          ),
          heading('h2', 'Where else can I find help?'),
          list([
            'A social worker at your cancer centre can help with forms, travel and lodging, and financial programs.',
            'Some provinces and charities help with the cost of travel to treatment.',
            [link('More resources for patients', PATHS.moreForPatients), ': financial help, programs, planning ahead and trials.'],
          ]),
        ),
        video(media, 'Managing work and money during treatment (video to come)'),
      ],
    },
    {
      slug: 'sex-with-and-after-cancer',
      title: 'Sex with and after cancer',
      intro: 'Treatment can change your sex life. There are ways to keep intimacy, and help is available.',
      sources: [R.ccsSupportiveCare, R.ccsTreatment],
      layout: [
        rt(
          heading('h2', 'Sex with and after cancer'),
          paragraph(
            'Most prostate cancer treatments can affect sex: erections, ejaculation, orgasm and desire. Some changes get better with time and treatment. Talking about them openly, with your partner and your health-care team, is the first step.',
          ),
          heading('h2', 'What helps?'),
          list([
            'Medicines (pills or injections) that help erections.',
            'Vacuum devices and, for some men, an implant.',
            'Counselling for you or for you and your partner.',
            'Finding other ways to be close and intimate.',
          ]),
        ),
        {
          blockType: 'videoSlider',
          heading: 'Videos on sex and intimacy',
          intro: 'Choose a video below; it plays only when you press play. These are sample videos until the series is ready.',
          videos: SLIDER_TOPICS.map((topic, index) => ({
            video: SAMPLE_VIDEO_ID,
            title: `${topic} (video to come)`,
            poster: media.posterIds[index + 1] ?? null,
          })),
        },
      ],
    },
    {
      slug: 'sleep',
      title: 'Sleep',
      intro: 'Treatment, worry and night-time trips to the bathroom can disturb sleep. Here is what can help.',
      sources: [R.ccsSupportiveCare],
      layout: [
        rt(
          heading('h2', 'Sleep'),
          paragraph(
            'Many men with prostate cancer have trouble sleeping. Hot flashes from hormone therapy, needing to urinate at night, pain and worry can all keep you awake, and poor sleep makes tiredness worse.',
          ),
          heading('h2', 'What can I do?'),
          list([
            'Go to bed and get up at the same times every day.',
            'Keep your bedroom cool, dark and quiet.',
            'Drink less in the evening and avoid caffeine and alcohol late in the day.',
            'Be active during the day, but not just before bed.',
            'Tell your team if you cannot sleep: they can help with hot flashes, bladder problems and worry.',
          ]),
        ),
        video(media, 'Sleeping better during treatment (video to come)'),
      ],
    },
  ]
}

/** Living with prostate cancer: seven pages sharing one hero, each pointing to the support pages. */
export function livingWithSection(media: InfoMediaIds): SectionSeed {
  const hero = media.heroImageId
  const page = (p: LivingPage, parent: number, order: number): PageData =>
    infoPage({
      title: p.title,
      slug: p.slug,
      parent,
      order,
      heroHeading: LIVING_HERO,
      heroImageId: hero,
      intro: p.intro,
      sources: p.sources,
      reviewNotes: p.reviewNotes,
      layout: [...p.layout, livingSupportLinks()],
    })
  const pages = livingPages(media)
  return {
    slug: 'living-with-prostate-cancer',
    index: (parent, order) =>
      infoPage({
        title: 'Living With Prostate Cancer',
        slug: 'living-with-prostate-cancer',
        parent,
        order,
        listSubpages: true,
        heroHeading: LIVING_HERO,
        heroImageId: hero,
        intro: 'Looking after your body and mind during and after treatment.',
        sources: [R.ccsSupportiveCare],
        layout: [
          rt(
            paragraph(
              'Life does not stop with a prostate cancer diagnosis. These pages cover the side effects men talk about most, and practical ways to feel better.',
            ),
          ),
          links(
            'In this section',
            pages.map((p) => ({ label: p.title, url: `${PATHS.living}/${p.slug}`, description: p.intro })),
          ),
          livingSupportLinks(),
        ],
      }),
    pages: pages.map((p) => ({ slug: p.slug, build: (parent: number, order: number) => page(p, parent, order) })),
  }
}
