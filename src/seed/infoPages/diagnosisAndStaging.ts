import type { InfoMediaIds } from './media'
import type { SectionSeed } from './section'
import {
  REFERENCES as R,
  PATHS,
  accordion,
  cite,
  heading,
  image,
  infoPage,
  link,
  links,
  list,
  paragraph,
  readMore,
  richText,
  rt,
  table,
  term,
  video,
} from './shared'

/** Diagnosis and staging: the PSA test and the DRE, biopsy and imaging, choosing a treatment, grading and staging. */
export function diagnosisAndStagingSection(media: InfoMediaIds): SectionSeed {
  const hero = media.heroImageId
  return {
    slug: 'diagnosis-and-staging',
    index: (parent, order) =>
      infoPage({
        title: 'Diagnosis and Staging',
        slug: 'diagnosis-and-staging',
        parent,
        order,
        listSubpages: true,
        heroImageId: hero,
        intro: 'The tests used to find prostate cancer, what the results mean, and how to choose a treatment.',
        sources: [R.ccsDiagnosis, R.cuaScreening2017],
        layout: [
          rt(
            paragraph(
              'Finding out whether you have prostate cancer usually takes several steps: a blood test and an exam, then sometimes imaging and a biopsy. If cancer is found, more information about it helps you and your health-care team choose what to do.',
            ),
          ),
          links('In this section', [
            { label: 'The PSA test and the DRE', url: PATHS.psa, description: 'The first checks, and what they cost.' },
            { label: 'Biopsy and imaging', url: PATHS.biopsy, description: 'How doctors look for cancer in the prostate.' },
            { label: 'Choosing a treatment', url: PATHS.choosing, description: 'How to make a choice that fits you.' },
            { label: 'Grading and staging', url: PATHS.grading, description: 'How doctors describe a cancer.' },
          ]),
        ],
      }),
    pages: [
      {
        slug: 'the-psa-test-and-the-dre',
        build: (parent, order) =>
          infoPage({
            title: 'The PSA test and the DRE',
            slug: 'the-psa-test-and-the-dre',
            parent,
            order,
            heroImageId: hero,
            intro: 'Two simple checks that can find prostate cancer early, and what to know before you have them.',
            sources: [R.ccsDiagnosis, R.bcCancerEarlyDetection],
            reviewNotes: [
              {
                figure: 'The PSA test costs $37 in BC and $35 in Ontario.',
                note: 'Prices from the spec; no published price list was found. Check current laboratory prices in both provinces.',
              },
              {
                figure: 'Not covered by provincial plans.',
                note: 'The BC Ministry of Health statement (Global News, 2015) supports this for BC. No source was found for Ontario; check it.',
              },
            ],
            layout: [
              rt(
                heading('h2', 'What is the PSA test?'),
                paragraph(
                  'PSA stands for prostate-specific antigen, a protein made by the prostate. The PSA test is a blood test that measures how much PSA is in your blood. A higher level can be a sign of prostate cancer, but it can also be caused by an enlarged prostate, an infection or recent ejaculation.',
                ),
                heading('h2', 'What is the DRE?'),
                paragraph(
                  'DRE stands for digital rectal exam. Your doctor gently places a gloved finger in your rectum to feel the back of the prostate for lumps or hard areas. It takes less than a minute.',
                ),
                paragraph(
                  'Want to learn more at home? Ask for a free ',
                  link('Reef Knot Kit', PATHS.kits),
                  ' with information for you and your family.',
                ),
              ),
              accordion('PSA Test FAQ', [
                {
                  title: 'What should I know before the test?',
                  content: richText(
                    paragraph(
                      'A PSA result on its own does not tell you whether you have cancer. Your doctor looks at it together with your age, your family history, your DRE and any earlier PSA results ',
                      cite(R.bcCancerPsa),
                      '.',
                    ),
                    paragraph(
                      'Some things can raise your PSA for a short time, such as ejaculation, a long bike ride or a urinary infection. Ask your doctor whether to avoid them before the test.',
                    ),
                  ),
                },
                {
                  title: 'Should I get checked?',
                  content: richText(
                    paragraph(
                      'We recommend that men over 45 start a discussion with their doctor about checking for prostate cancer ',
                      cite(R.cuaScreening2017),
                      '. Start earlier if prostate cancer runs in your family or if you are a Black man.',
                    ),
                    paragraph(
                      'To see what applies to you, ',
                      link('check your risk', PATHS.checkYourRisk),
                      ' in five questions. You get a plan to take to your doctor.',
                    ),
                    paragraph('The flowchart below shows the steps of that decision.'),
                  ),
                  image: media.flowchartImageId,
                },
                {
                  title: 'Is the test covered?',
                  content: richText(
                    paragraph(
                      'The PSA test costs $37 in BC and $35 in Ontario when you have no symptoms, and it is not covered by provincial plans ',
                      cite(R.bcPsaCoverage),
                      '. Some workplace health plans pay for it. If you have symptoms or have had prostate cancer, your doctor can order it as a covered test.',
                    ),
                  ),
                },
                {
                  title: 'Why is the test controversial?',
                  content: richText(
                    paragraph(
                      'The PSA test can find cancers that would never have caused harm, and some men then have treatment with side effects they did not need. It can also miss some cancers. This is why it is a decision to make with your doctor, knowing your own ',
                      link('risk factors', PATHS.riskFactors),
                      '.',
                    ),
                  ),
                },
              ]),
              video(media, 'Understanding the PSA test (video to come)'),
            ],
          }),
      },
      {
        slug: 'biopsy-and-imaging',
        build: (parent, order) =>
          infoPage({
            title: 'Biopsy and imaging',
            slug: 'biopsy-and-imaging',
            parent,
            order,
            heroImageId: hero,
            intro: 'How doctors look inside the prostate and take samples to find out whether cancer is there.',
            sources: [R.ccsDiagnosis],
            reviewNotes: [
              {
                figure: 'A biopsy usually takes 6-12 cores.',
                note: 'Range from the spec. The cited study used 12 cores; check the usual number in BC practice today.',
              },
              {
                figure: 'The risk of infection is 1-4%.',
                note: 'Range from the spec. The cited comparison found infection after 4.2% of transrectal biopsies; check the range against a current Canadian guideline.',
              },
              {
                figure: 'A private PSMA PET-CT scan has been stated to cost $3200.',
                note: 'Price from the spec; no source found. Check current private clinic prices, and whether BC now funds the scan.',
              },
            ],
            layout: [
              rt(
                heading('h2', 'What is a biopsy?'),
                paragraph(
                  'A biopsy takes small samples of tissue from the prostate with a thin needle. A pathologist looks at them under a microscope to see whether there is cancer, and if so how fast it is likely to grow. It is the only way to know for sure.',
                ),
                paragraph(
                  'A biopsy usually takes 6-12 cores (thin samples) from different parts of the prostate ',
                  cite(R.biopsyTwelveCores),
                  '. It is done with a local ',
                  term('anaesthetic'),
                  ' (a medicine that numbs the area), and most men go home the same day.',
                ),
                heading('h2', 'What kinds of biopsy are there?'),
              ),
              accordion(null, [
                {
                  title: 'TRUS-guided biopsy',
                  content: richText(
                    paragraph(
                      'TRUS stands for transrectal ',
                      term('ultrasound'),
                      '. An ultrasound probe is placed in the rectum to show the prostate, and the needle passes through the wall of the rectum into the prostate.',
                    ),
                    paragraph(
                      'Because the needle passes through the rectum, bacteria can get into the prostate. You will take antibiotics to lower the chance of infection. The risk of infection is 1-4% ',
                      cite(R.biopsyComplications),
                      '. Call your doctor or go to an emergency department at once if you get a fever or chills after a biopsy.',
                    ),
                  ),
                },
                {
                  title: 'Trans-perineal biopsy',
                  content: richText(
                    paragraph(
                      'The needle goes through the skin between the scrotum and the anus (the perineum) instead of through the rectum. An ultrasound probe still guides it.',
                    ),
                    paragraph(
                      'Because the needle does not pass through the rectum, the chance of infection is lower ',
                      cite(R.biopsyComplications),
                      '. It may be done under local or general anaesthetic, depending on the hospital.',
                    ),
                  ),
                },
              ]),
              video(media, 'Comparing TRUS and trans-perineal biopsy (video to come)'),
              rt(
                heading('h2', 'What imaging tests might I have?'),
                list([
                  'MRI: a scan that shows the prostate in detail. It can show areas that need a closer look and guide the biopsy needle.',
                  'CT scan and bone scan: used to check whether cancer has spread outside the prostate.',
                  'PSMA PET-CT: a newer scan that can find small areas of prostate cancer in the body. Where it is not publicly funded, a private PSMA PET-CT scan has been stated to cost $3200.',
                ]),
                paragraph(
                  'Your results help decide the ',
                  link('grade and stage', PATHS.grading),
                  ' of the cancer.',
                ),
              ),
            ],
          }),
      },
      {
        slug: 'choosing-a-treatment',
        build: (parent, order) =>
          infoPage({
            title: 'Choosing a treatment',
            slug: 'choosing-a-treatment',
            parent,
            order,
            heroImageId: hero,
            intro: 'There is often more than one good choice. Here is how to find the one that fits you.',
            sources: [R.ccsTreatment, R.nciTreatment],
            layout: [
              rt(
                paragraph(
                  'For many men with prostate cancer there is no single right treatment. Each choice has benefits and side effects. Take the time you need: most prostate cancers grow slowly, so there is usually time to learn, ask questions and talk it over with the people close to you.',
                ),
              ),
              accordion('Three steps to a decision', [
                {
                  title: 'Review your medical history',
                  content: richText(
                    paragraph(
                      'Your age, your general health and other conditions you have all affect which treatments suit you. Bring a list of your medicines and past operations to your appointments.',
                    ),
                  ),
                },
                {
                  title: 'Think about what matters most to you',
                  content: richText(
                    paragraph(
                      'Treatments differ in how they may affect bladder control, bowel habits, erections and daily life. Think about which side effects would be hardest for you, and how you feel about waiting and watching.',
                    ),
                  ),
                },
                {
                  title: 'Find out all your options',
                  content: richText(
                    paragraph(
                      'Ask to see both a ',
                      term('urologist'),
                      ' (a surgeon) and a ',
                      term('radiation oncologist'),
                      ' (a doctor who treats cancer with radiation) before you decide. Read about ',
                      link('treatment for localized prostate cancer', PATHS.localized),
                      ', and talk with men who have been through it through ',
                      link('peer support', PATHS.peer),
                      '.',
                    ),
                  ),
                },
              ]),
              video(media, 'Making a treatment decision (video to come)'),
              video(media, 'Questions to ask your health-care team (video to come)'),
            ],
          }),
      },
      {
        slug: 'grading-and-staging',
        build: (parent, order) =>
          infoPage({
            title: 'Grading and staging',
            slug: 'grading-and-staging',
            parent,
            order,
            heroImageId: hero,
            intro: 'How doctors describe how fast a cancer may grow and how far it has spread, and what the risk groups mean.',
            sources: [R.ccsGrading, R.ccsStaging],
            reviewNotes: [
              {
                figure: 'Risk groups: low T1-2a, GGG1 and PSA under 10; intermediate T2b-c, GGG2-3 or PSA 10-20; high T3a-T4, GGG4-5 or PSA over 20.',
                note: 'Groups from the spec. They follow the usual low / intermediate / high risk grouping; confirm them against the current Canadian Urological Association guideline on localized prostate cancer and cite it here.',
              },
            ],
            layout: [
              image(media.stagingImageId, 'The T stages: from a cancer too small to feel to one that has grown beyond the prostate.'),
              rt(
                heading('h2', 'What is the grade?'),
                paragraph(
                  'The grade describes how abnormal the cancer cells look under a microscope. It tells you how quickly the cancer is likely to grow. It is given as a Gleason score and a Grade Group (GGG). A lower Grade Group means a slower-growing cancer.',
                ),
                heading('h2', 'What is the stage?'),
                paragraph(
                  'The stage describes how big the cancer is and whether it has spread. Doctors use the TNM system: T for the tumour in the prostate, N for nearby lymph nodes, and M for spread to other parts of the body.',
                ),
                heading('h2', 'What are the risk groups?'),
                paragraph(
                  'Your doctor combines the stage, the Grade Group and your PSA level into a risk group. The risk group helps guide which treatments make sense.',
                ),
              ),
              table(
                'Prostate cancer risk groups',
                ['Risk group', 'Stage (T)', 'Grade Group', 'PSA'],
                [
                  ['Low', 'T1-2a', 'GGG1', 'PSA under 10'],
                  ['Intermediate', 'T2b-c', 'GGG2-3', 'PSA 10-20'],
                  ['High', 'T3a-T4', 'GGG4-5', 'PSA over 20'],
                ],
              ),
              rt(
                paragraph(
                  'Low risk needs all three: T1-2a, GGG1 and PSA under 10. Intermediate risk is T2b-c, GGG2-3 or PSA 10-20. High risk is T3a-T4, GGG4-5 or PSA over 20. When results point to different groups, the higher group applies.',
                ),
              ),
              readMore(
                'Each category explained',
                'What the Gleason grades and the TNM stages mean, one by one.',
                'Expand To Know About Each Category',
                richText(
                  paragraph('Gleason scores and Grade Groups:'),
                  list([
                    'Grade Group 1 (Gleason 3 + 3): the cells look much like normal cells. The cancer usually grows very slowly.',
                    'Grade Group 2 (Gleason 3 + 4): mostly slow-growing cells, with some faster-growing ones.',
                    'Grade Group 3 (Gleason 4 + 3): mostly faster-growing cells.',
                    'Grade Group 4 (Gleason 8): fast-growing cells.',
                    'Grade Group 5 (Gleason 9 or 10): the fastest-growing cells.',
                  ]),
                  paragraph('TNM stages:'),
                  list([
                    'T1: the tumour cannot be felt in a rectal exam or seen on imaging. It is found by a biopsy.',
                    'T2: the tumour is only in the prostate. T2a is in half of one side or less, T2b in more than half of one side, and T2c in both sides.',
                    'T3: the tumour has grown through the outer layer of the prostate. T3a has grown outside the prostate; T3b has grown into the seminal vesicles.',
                    'T4: the tumour has grown into nearby organs, such as the bladder or the rectum.',
                    'N0 or N1: the cancer has not, or has, spread to nearby lymph nodes.',
                    'M0 or M1: the cancer has not, or has, spread to distant parts of the body, such as the bones.',
                  ]),
                ),
              ),
              video(media, 'Understanding your pathology report (video to come)'),
            ],
          }),
      },
    ],
  }
}
