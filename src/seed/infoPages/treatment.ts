import type { InfoMediaIds } from './media'
import type { SectionSeed } from './section'
import {
  REFERENCES as R,
  PATHS,
  accordion,
  cite,
  heading,
  infoPage,
  link,
  links,
  list,
  paragraph,
  peerInvite,
  richText,
  rt,
  term,
  video,
} from './shared'

type Block = ReturnType<typeof rt>
type Inline = Parameters<typeof paragraph>[number]

/** One treatment described the same way each time: what it is, pros, cons, resources. */
function treatmentBlocks(name: string, what: string | Inline[], pros: string[], cons: string[], resources: [string, string][]): Block {
  return rt(
    heading('h2', name),
    typeof what === 'string' ? paragraph(what) : paragraph(...what),
    heading('h3', 'Pros'),
    list(pros),
    heading('h3', 'Cons'),
    list(cons),
    heading('h3', 'Resources'),
    list(resources.map(([label, url]) => [link(label, url)])),
  )
}

/** Treatment: localized, advanced, alternate or non-routine therapies, and when the cancer returns. */
export function treatmentSection(media: InfoMediaIds): SectionSeed {
  const hero = media.heroImageId
  return {
    slug: 'treatment',
    index: (parent, order) =>
      infoPage({
        title: 'Treatment',
        slug: 'treatment',
        parent,
        order,
        listSubpages: true,
        heroImageId: hero,
        intro: 'The main treatments for prostate cancer, what they involve, and their pros and cons.',
        sources: [R.ccsTreatment, R.nciTreatment],
        layout: [
          rt(
            paragraph(
              'Treatment depends on how far the cancer has grown, how fast it is likely to grow, your general health and what matters most to you. Many men have more than one good option.',
            ),
          ),
          links('In this section', [
            { label: 'Treatment for localized prostate cancer', url: PATHS.localized, description: 'When the cancer is only in the prostate.' },
            { label: 'Treatment for advanced prostate cancer', url: PATHS.advanced, description: 'When the cancer has spread.' },
            { label: 'Alternate or non-routine therapies', url: PATHS.alternate, description: 'Focal therapy and managing side effects.' },
            { label: 'When your cancer returns', url: PATHS.returns, description: 'What happens if the cancer comes back.' },
          ]),
          peerInvite(),
        ],
      }),
    pages: [
      {
        slug: 'treatment-for-localized-prostate-cancer',
        build: (parent, order) =>
          infoPage({
            title: 'Treatment for localized prostate cancer',
            slug: 'treatment-for-localized-prostate-cancer',
            parent,
            order,
            heroImageId: hero,
            intro: 'When the cancer is only in the prostate: active surveillance, surgery and radiation therapy compared.',
            sources: [R.ccsTreatment, R.nciTreatment],
            reviewNotes: [
              {
                figure: 'About 85% of new cases are potentially curable.',
                note: 'Figure from the spec; no source found. See the same note on the Statistics page.',
              },
              {
                figure: 'External beam radiation needs about 30 treatments.',
                note: 'Figure from the spec; no source found. Courses in Canada now often use fewer, larger treatments (for example 20, or 5 with stereotactic radiation); check with a radiation oncologist.',
              },
            ],
            layout: [
              rt(
                paragraph(
                  'Localized prostate cancer has not spread outside the prostate. About 85% of new cases are potentially curable, and most of them are found at this stage. The three main choices are below.',
                ),
              ),
              treatmentBlocks(
                'Active surveillance',
                [
                  'Instead of treating the cancer right away, your team checks it closely with regular PSA tests, exams, MRI scans and sometimes repeat biopsies. Treatment starts if the cancer shows signs of growing. It is often the first choice for low-risk cancer ',
                  cite(R.ccsTreatment),
                  '.',
                ],
                [
                  'You avoid the side effects of treatment, possibly for years or for good.',
                  'You can still choose treatment later if the cancer changes.',
                ],
                ['Regular tests and appointments.', 'Some men find living with an untreated cancer stressful.'],
                [
                  ['Grading and staging', PATHS.grading],
                  ['Canadian Cancer Society: treatments for prostate cancer', R.ccsTreatment.url],
                ],
              ),
              treatmentBlocks(
                'Radical prostatectomy (surgery)',
                [
                  'A surgeon removes the whole prostate and the ',
                  term('seminal vesicles'),
                  ', and sometimes nearby ',
                  term('lymph nodes'),
                  '. It is often done with robot-assisted keyhole surgery.',
                ],
                [
                  'The prostate is removed and examined, so you know more about the cancer.',
                  'Your PSA should fall to almost nothing, which makes follow-up simple.',
                ],
                [
                  'Leaking urine (incontinence) is common at first and usually improves over months.',
                  'Problems with erections are common; nerve-sparing surgery can lower the risk.',
                  'Recovery time after an operation.',
                ],
                [
                  ['Incontinence', `${PATHS.living}/incontinence`],
                  ['Sex with and after cancer', `${PATHS.living}/sex-with-and-after-cancer`],
                ],
              ),
              treatmentBlocks(
                'Radiation therapy',
                'External beam radiation aims high-energy rays at the prostate from outside the body. It needs about 30 treatments, usually on weekdays over several weeks, each lasting a few minutes. Brachytherapy places tiny radioactive seeds inside the prostate instead. Hormone therapy is sometimes given along with radiation.',
                [
                  'No operation, and you can usually carry on with daily life during treatment.',
                  'Leaking urine is less common than after surgery.',
                ],
                [
                  'Many trips to the cancer centre for external beam radiation.',
                  'Bowel and bladder irritation during and after treatment.',
                  'Problems with erections may develop slowly over time.',
                ],
                [
                  ['National Cancer Institute: prostate cancer treatment', R.nciTreatment.url],
                  ['Choosing a treatment', PATHS.choosing],
                ],
              ),
              peerInvite(),
            ],
          }),
      },
      {
        slug: 'treatment-for-advanced-prostate-cancer',
        build: (parent, order) =>
          infoPage({
            title: 'Treatment for advanced prostate cancer',
            slug: 'treatment-for-advanced-prostate-cancer',
            parent,
            order,
            heroImageId: hero,
            intro: 'When the cancer has spread beyond the prostate: hormone therapy first, and other treatments after.',
            sources: [R.ccsTreatment, R.nciTreatment],
            layout: [
              rt(
                paragraph(
                  'Advanced prostate cancer has spread outside the prostate, for example to lymph nodes or bones. It usually cannot be cured, but treatment can control it, often for many years, and ease symptoms.',
                ),
                heading('h2', 'First-line treatment: hormone therapy (ADT)'),
                paragraph(
                  'Prostate cancer needs male hormones, mainly testosterone, to grow. Androgen deprivation therapy (ADT) lowers testosterone or blocks it ',
                  cite(R.nciTreatment),
                  '. It is usually given as injections or implants, or as tablets. Less often, the testicles are removed in a small operation.',
                ),
                heading('h3', 'Pros'),
                list(['Shrinks or slows the cancer in most men.', 'Can ease pain and other symptoms.']),
                heading('h3', 'Cons'),
                list([
                  'Hot flashes, tiredness, weight gain and loss of muscle.',
                  'Lower sex drive and problems with erections.',
                  'Thinning bones over time; exercise helps.',
                ]),
                heading('h2', 'Second-line systemic therapy'),
                paragraph(
                  'When the cancer starts to grow again despite ADT, or sometimes from the start, other treatments that work throughout the body may be added:',
                ),
                list([
                  'newer hormone medicines taken as tablets, such as abiraterone, enzalutamide, apalutamide or darolutamide',
                  [term('chemotherapy'), ', such as docetaxel'],
                  'radiopharmaceuticals: radioactive medicines that find cancer cells in the bones or elsewhere',
                  'treatments for men with certain gene changes in the tumour',
                ]),
                paragraph('Each has its own side effects. Your ', term('oncologist'), ' (cancer doctor) will explain what fits your situation.'),
                heading('h2', 'Resources'),
                list([
                  [link('Exercise', `${PATHS.living}/exercise`), ': staying active during hormone therapy'],
                  [link('Support groups', PATHS.groups), ': meet men living with advanced prostate cancer'],
                  [link('Canadian Cancer Society', R.ccsTreatment.url), ': treatments for prostate cancer'],
                ]),
              ),
              peerInvite(),
            ],
          }),
      },
      {
        slug: 'alternate-or-non-routine-therapies',
        build: (parent, order) =>
          infoPage({
            title: 'Alternate or non-routine therapies',
            slug: 'alternate-or-non-routine-therapies',
            parent,
            order,
            heroImageId: hero,
            intro: 'Focal therapy, managing side effects, and other approaches you may hear about.',
            sources: [R.ccsTreatment, R.ccsSupportiveCare],
            layout: [
              rt(
                heading('h2', 'What is focal therapy?'),
                paragraph(
                  'Focal therapy treats only the part of the prostate that has cancer, instead of the whole gland. Examples are high-intensity focused ultrasound (HIFU), which uses heat, and cryotherapy, which uses cold. It may mean fewer side effects, but it is not yet a routine treatment in Canada and is often offered only in studies or privately. Ask your ',
                  term('urologist'),
                  ' whether it could suit you.',
                ),
                heading('h2', 'Managing side effects'),
                paragraph('Help is available for the side effects of any prostate cancer treatment:'),
                list([
                  [link('pelvic floor exercises and products for leaking urine', `${PATHS.living}/incontinence`)],
                  [link('medicines, devices and counselling for erection problems', `${PATHS.living}/sex-with-and-after-cancer`)],
                  [link('exercise to ease tiredness and protect bones and muscles', `${PATHS.living}/exercise`)],
                  [link('healthy eating', `${PATHS.living}/nutrition`)],
                  [link('support for your mood and mental health', `${PATHS.living}/mental-health-and-wellness`)],
                ]),
                heading('h2', 'Other'),
                paragraph(
                  'You may read about diets, supplements or clinics that promise cures. Some can harm you or interfere with your treatment. Tell your health-care team about anything you take or are thinking of trying.',
                ),
              ),
              video(media, 'Focal therapy explained (video to come)'),
              video(media, 'Living well with side effects (video to come)'),
              peerInvite(),
            ],
          }),
      },
      {
        slug: 'when-your-cancer-returns',
        build: (parent, order) =>
          infoPage({
            title: 'When your cancer returns',
            slug: 'when-your-cancer-returns',
            parent,
            order,
            heroImageId: hero,
            intro: 'What it means when prostate cancer comes back after treatment, and what can be done.',
            sources: [R.ccsTreatment, R.mskNomograms],
            reviewNotes: [
              {
                figure: 'A private PSMA PET-CT scan has been stated to cost $3200.',
                note: 'Price from the spec; no source found. Check current private clinic prices, and whether BC now funds the scan.',
              },
            ],
            layout: [
              rt(
                paragraph(
                  'Sometimes prostate cancer comes back after surgery or radiation. This is called a recurrence. It is often found early by a rising PSA, long before it causes any symptoms, and it can often still be treated.',
                ),
              ),
              accordion(null, [
                {
                  title: 'How do you know if your cancer will come back or spread?',
                  content: richText(
                    paragraph(
                      'After treatment you will have regular PSA tests. A PSA that rises over several tests can be the first sign that the cancer is back. Scans such as a PSMA PET-CT can help find where it is. Where it is not publicly funded, a private PSMA PET-CT scan has been stated to cost $3200.',
                    ),
                    paragraph(
                      'Doctors also use tools called nomograms, which combine your test results to estimate the chance of the cancer returning. Ask your doctor what your results mean for you.',
                    ),
                  ),
                },
                {
                  title: 'Now what?',
                  content: richText(
                    paragraph(
                      'The options depend on your first treatment. After surgery, radiation to the area where the prostate was may still cure the cancer. After radiation, surgery or focal therapy may be possible for some men. Hormone therapy is another option. Your team may also suggest watching the PSA for a while.',
                    ),
                    paragraph('You do not have to face this alone: talk with others in a support group or with a peer supporter.'),
                  ),
                },
              ]),
              video(media, 'When prostate cancer comes back (video to come)'),
              links('Resources', [
                { label: 'Support groups', url: PATHS.groups, description: 'Meet others who have faced a recurrence.' },
                {
                  label: 'Prostate cancer nomograms (Memorial Sloan Kettering Cancer Center)',
                  url: R.mskNomograms.url,
                  description: 'Online tools doctors use to estimate the chance of the cancer returning.',
                },
                { label: 'Treatment for advanced prostate cancer', url: PATHS.advanced },
              ]),
              peerInvite(),
            ],
          }),
      },
    ],
  }
}
