import { theProstatePage } from '../pages'
import type { InfoMediaIds } from './media'
import type { SectionSeed } from './section'
import { REFERENCES as R, PATHS, cite, heading, image, infoPage, link, links, list, numberCitations, paragraph, reviewRecord, rt, term, video } from './shared'

/** What is prostate cancer? The prostate, what cancer is, risk factors, signs and symptoms, statistics. */
export function whatIsProstateCancerSection(media: InfoMediaIds): SectionSeed {
  const hero = media.heroImageId
  return {
    slug: 'what-is-prostate-cancer',
    index: (parent, order) =>
      infoPage({
        title: 'What Is Prostate Cancer?',
        slug: 'what-is-prostate-cancer',
        parent,
        order,
        listSubpages: true,
        heroImageId: hero,
        intro: 'The basics: what the prostate is, how cancer starts, who is more likely to get it, and what to watch for.',
        sources: [R.ccsWhatIs, R.ccsStatistics],
        layout: [
          rt(
            paragraph(
              'Prostate cancer starts in the cells of the prostate, a small gland below the bladder. It is the most common cancer in Canadian men. Many prostate cancers grow slowly, and many can be treated successfully, especially when they are found early.',
            ),
            paragraph('These pages explain the basics in plain language. Read them in order, or go straight to what you need.'),
          ),
          links('In this section', [
            { label: 'The prostate', url: `${PATHS.whatIs}/the-prostate`, description: 'Where it is and what it does.' },
            { label: 'What is cancer?', url: `${PATHS.whatIs}/what-is-cancer`, description: 'How cancer starts and grows.' },
            { label: 'Risk factors', url: PATHS.riskFactors, description: 'What makes prostate cancer more likely.' },
            { label: 'Signs and symptoms', url: PATHS.signs, description: 'Changes to look out for.' },
            { label: 'Statistics', url: `${PATHS.whatIs}/statistics`, description: 'How common prostate cancer is.' },
          ]),
        ],
      }),
    pages: [
      {
        slug: 'the-prostate',
        // The page itself is written in src/seed/pages.ts; here it gets its place in the page
        // list, its review details and a local poster for its video.
        build: (parent, order) => {
          const page = theProstatePage(parent, media)
          const { layout, references } = numberCitations(page.layout ?? [], [R.ccsWhatIs, R.ccsProstate])
          return {
            ...page,
            pageOrder: order,
            ...reviewRecord(references),
            layout: layout.map((block) => {
              if (block.blockType === 'videoEmbed') return { ...block, poster: block.poster ?? media.posterIds[0] ?? null }
              if (block.blockType === 'videoSlider') {
                return {
                  ...block,
                  videos: block.videos.map((v, i) => ({ ...v, poster: v.poster ?? media.posterIds[i + 1] ?? null })),
                }
              }
              return block
            }),
          }
        },
      },
      {
        slug: 'what-is-cancer',
        build: (parent, order) =>
          infoPage({
            title: 'What is cancer?',
            slug: 'what-is-cancer',
            parent,
            order,
            heroImageId: hero,
            intro: 'How cancer starts, how it can grow and spread, and what that means for prostate cancer.',
            sources: [R.ccsWhatIs, R.ccsProstate],
            layout: [
              rt(
                heading('h2', 'How does cancer start?'),
                paragraph(
                  'Our bodies are made of cells. Normally, cells grow and divide to make new cells when the body needs them, and old or damaged cells die.',
                ),
                paragraph(
                  'Cancer starts when changes in a cell make it grow and divide when it should not. These cells can build up and form a lump called a tumour.',
                ),
                heading('h2', 'Is every tumour cancer?'),
                paragraph(
                  'No. A tumour that is not cancer is called benign. It does not spread to other parts of the body. A tumour that is cancer is called malignant. It can grow into nearby tissue and spread.',
                ),
                heading('h2', 'How does cancer spread?'),
                paragraph(
                  'Cancer cells can break away from the first tumour and travel through the blood or the lymph system to other parts of the body. This is called metastasis. Prostate cancer that spreads most often goes to the ',
                  term('lymph nodes'),
                  ' and the bones.',
                ),
                heading('h2', 'What is special about prostate cancer?'),
                paragraph(
                  'Many prostate cancers grow very slowly and may never cause problems. Others grow faster and need treatment. Tests help your health-care team tell the difference. Read about ',
                  link('grading and staging', PATHS.grading),
                  ' to learn how doctors describe a cancer.',
                ),
              ),
              video(media, 'What is cancer? (video to come)'),
            ],
          }),
      },
      {
        slug: 'risk-factors',
        build: (parent, order) =>
          infoPage({
            title: 'Risk factors',
            slug: 'risk-factors',
            parent,
            order,
            heroImageId: hero,
            intro: 'Things that make prostate cancer more likely, and when to start talking with your doctor about checking.',
            sources: [R.ccsRisks],
            reviewNotes: [
              {
                figure: 'A man in his 50s has a 1 in 111 chance; a man in his 60s has a 1 in 30 chance.',
                note: 'Figure from the spec. No Canadian source for these age-band odds was found; confirm them against Canadian Cancer Statistics or replace them.',
              },
              {
                figure: 'Black men are 76% more likely to be diagnosed, and 2.3 times more likely to die.',
                note: 'Figure from the spec. It matches no Canadian publication found and reads like United States data (American Cancer Society reports on Black Americans). Confirm the source or restate it with Canadian evidence.',
              },
            ],
            layout: [
              rt(
                paragraph(
                  'A risk factor is something that makes a disease more likely. Having a risk factor does not mean you will get prostate cancer, and some men with no risk factors get it.',
                ),
                heading('h2', 'Does age matter?'),
                paragraph(
                  'Yes. Age is the biggest risk factor. Prostate cancer is rare in young men, and the chance of getting it goes up as men get older.',
                ),
                list([
                  'A man in his 50s has a 1 in 111 chance of being diagnosed with prostate cancer.',
                  'A man in his 60s has a 1 in 30 chance.',
                ]),
                heading('h2', 'Does family history matter?'),
                paragraph(
                  'Yes. Your risk is higher if your father or a brother had prostate cancer. Some inherited gene changes, such as changes in the BRCA genes, also raise the risk. Tell your doctor about cancer in your family.',
                ),
                heading('h2', 'Are some men at higher risk?'),
                paragraph(
                  'Black men are 76% more likely to be diagnosed with prostate cancer, and 2.3 times more likely to die from it, than other men. If you are a Black man, talk to your doctor about checking early.',
                ),
                heading('h2', 'When should I talk to my doctor?'),
                paragraph(
                  'We recommend that men over 45 start a discussion with their doctor about checking for prostate cancer ',
                  cite(R.cuaScreening2017),
                  '. Start earlier if you have a family history or are a Black man. Learn about ',
                  link('the PSA test and the DRE', PATHS.psa),
                  '.',
                ),
                paragraph(
                  'Not sure where you stand? ',
                  link('Check your risk', PATHS.checkYourRisk),
                  ' in five questions and get a plan to take to your doctor.',
                ),
              ),
            ],
          }),
      },
      {
        slug: 'signs-and-symptoms',
        build: (parent, order) =>
          infoPage({
            title: 'Signs and symptoms',
            slug: 'signs-and-symptoms',
            parent,
            order,
            heroImageId: hero,
            intro: 'Early prostate cancer often causes no symptoms. Here is what to watch for, and what to do.',
            sources: [R.ccsSymptoms, R.ccsDiagnosis],
            layout: [
              rt(
                heading('h2', 'Does early prostate cancer cause symptoms?'),
                paragraph(
                  'Usually not. Prostate cancer often grows without causing any symptoms, which is why checking matters. Talk with your doctor about ',
                  link('the PSA test and the DRE', PATHS.psa),
                  '.',
                ),
                heading('h2', 'What symptoms should I watch for?'),
                paragraph('See your doctor or nurse practitioner if you notice:'),
                list([
                  'needing to urinate often, especially at night',
                  'a weak or interrupted flow of urine, or trouble starting',
                  'a feeling that your bladder has not emptied',
                  'blood in your urine or semen',
                  'pain or burning when you urinate',
                  'trouble getting or keeping an erection',
                  'pain in your back, hips or pelvis that does not go away',
                ]),
                paragraph(
                  'These changes are more often caused by other problems, such as an enlarged prostate or an infection. Only tests can tell the cause.',
                ),
                heading('h2', 'What happens next?'),
                paragraph(
                  'Your doctor may suggest a PSA blood test and a rectal exam. If these show something unusual, the next step may be an ',
                  term('MRI'),
                  ' scan or a ',
                  link('biopsy', PATHS.biopsy),
                  '.',
                ),
              ),
            ],
          }),
      },
      {
        slug: 'statistics',
        build: (parent, order) =>
          infoPage({
            title: 'Statistics',
            slug: 'statistics',
            parent,
            order,
            heroImageId: hero,
            intro: 'How common prostate cancer is in Canada, and why finding it early matters.',
            reviewNotes: [
              {
                figure: '1 in 29 Canadian men will die from prostate cancer.',
                note: 'Figure from the spec. The Canadian Cancer Society gave 1 in 29 in its 2020 estimates; later editions differ. Check against the current Canadian Cancer Statistics before publishing.',
              },
              {
                figure: 'About 85% of new cases are potentially curable.',
                note: 'Figure from the spec; no source found. Statistics Canada (2024) reports that most cases are found at stages I to III, where five-year survival approaches 100%, which fits but does not state it.',
              },
            ],
            layout: [
              image(media.statisticsImageId, '1 in 8 Canadian men will be diagnosed with prostate cancer in their lifetime.'),
              rt(
                heading('h2', 'How common is prostate cancer?'),
                list([
                  ['1 in 8 Canadian men will be diagnosed with prostate cancer in their lifetime ', cite(R.ccsStatistics), '.'],
                  ['Prostate cancer is 1 in 5 of all new cancers in Canadian men ', cite(R.statcanProstate), '.'],
                  ['1 in 29 Canadian men will die from prostate cancer ', cite(R.ccsStatistics), '.'],
                  'About 85% of new cases are potentially curable.',
                ]),
                paragraph(
                  'Read about ',
                  link('risk factors', PATHS.riskFactors),
                  ' to learn who is more likely to get prostate cancer.',
                ),
              ),
            ],
          }),
      },
    ],
  }
}
