import type { PageData } from '../pages'
import type { InfoMediaIds } from './media'
import { PATHS, REFERENCES as R, accordion, cite, infoPage, link, links, list, paragraph, richText, rt, video, type Reference } from './shared'

/** Placeholder address for the If I Were Tom site until the charity confirms the real one. */
export const IF_I_WERE_TOM_URL = 'https://ifiweretom.example.org'

const GET_SUPPORT = '/get-support'
const MORE_RESOURCES = '/get-support/more-resources'

const supportPage = (input: Parameters<typeof infoPage>[0]): PageData => {
  // Support pages give no medical information: no review date, and no page list.
  // A support page that cites a figure (the EI weeks) keeps its numbered references.
  const page = infoPage(input)
  return { ...page, lastReviewed: null, reviewedBy: { name: null, role: null } }
}

const noSources: Reference[] = []

/** The /get-support pages this part of the seed owns, in the order they are created. */
export function getSupportPages(media: InfoMediaIds): { path: string; parentPath: string; build: (parent: number) => PageData }[] {
  const hero = media.heroImageId
  return [
    {
      path: PATHS.moreForPatients,
      parentPath: GET_SUPPORT,
      build: (parent) =>
        supportPage({
          title: 'More resources for patients',
          slug: 'more-resources-for-patients',
          parent,
          heroImageId: hero,
          intro: 'Trusted organisations that can help with money, learning, planning ahead, research studies and more.',
          sources: noSources,
          layout: [
            rt(paragraph('Open a topic to see organisations that can help. Outside sites open in a new tab.')),
            accordion('Resources by topic', [
              {
                title: 'Financial help',
                content: richText(
                  paragraph(
                    'If you cannot work because of illness, Employment Insurance (EI) sickness benefits are paid for up to 26 weeks ',
                    cite(R.eiSickness),
                    '. This is the rule for claims started on or after December 18, 2022; before then it was 15 weeks ',
                    cite(R.eiSicknessChange),
                    '. Check the current rules with Service Canada.',
                  ),
                  list([
                    [link('EI sickness benefits (Government of Canada)', 'https://www.canada.ca/en/services/benefits/ei/ei-sickness.html')],
                    [link('Canadian Cancer Society: supportive care', R.ccsSupportiveCare.url)],
                  ]),
                ),
              },
              {
                title: 'Education and wellness programs',
                content: richText(
                  list([
                    [link('BC Cancer: prostate cancer management manual', R.bcCancerEarlyDetection.url)],
                    [link('Canadian Cancer Society: prostate cancer guide', R.ccsProstate.url)],
                  ]),
                ),
              },
              {
                title: 'Media',
                content: richText(
                  paragraph('Books, podcasts and videos made for men with prostate cancer and their families.'),
                  list([
                    [link('Our video library', PATHS.videoLibrary)],
                  ]),
                ),
              },
              {
                title: 'Advance planning',
                content: richText(
                  paragraph('Planning ahead lets the people close to you know your wishes for your care.'),
                  list([
                    [link('Advance Care Planning Canada', 'https://www.advancecareplanning.ca')],
                  ]),
                ),
              },
              {
                title: 'Trials and studies',
                content: richText(
                  paragraph('Clinical trials test new treatments. Ask your doctor whether a trial could suit you.'),
                  list([
                    [link('Canadian Cancer Trials', 'https://www.canadiancancertrials.ca')],
                    [link('ClinicalTrials.gov', 'https://clinicaltrials.gov')],
                  ]),
                ),
              },
              {
                title: 'Privately provided health services',
                content: richText(
                  paragraph(
                    'Some tests and treatments are offered privately at your own cost. Ask your doctor whether they would help you before you pay.',
                  ),
                ),
              },
            ]),
            video(media, 'Finding the help you need (video to come)'),
          ],
        }),
    },
    {
      path: MORE_RESOURCES,
      parentPath: GET_SUPPORT,
      build: (parent) =>
        supportPage({
          title: 'More resources',
          slug: 'more-resources',
          parent,
          heroImageId: hero,
          intro: 'Stories, fitness programs, newsletters and other organisations that can help.',
          sources: noSources,
          layout: [
            links('More resources', [
              { label: 'If I Were Tom', url: `${MORE_RESOURCES}/if-i-were-tom`, description: 'An online story that walks through prostate cancer choices.' },
              { label: 'Butts in Motion Fitness', url: `${MORE_RESOURCES}/butts-in-motion-fitness`, description: 'Exercise groups for men with prostate cancer.' },
              { label: 'External resources', url: `${MORE_RESOURCES}/external-resources`, description: 'Other organisations we trust.' },
              { label: 'Newsletters', url: `${MORE_RESOURCES}/newsletters`, description: 'Our past newsletters.' },
            ]),
          ],
        }),
    },
    {
      path: `${MORE_RESOURCES}/if-i-were-tom`,
      parentPath: MORE_RESOURCES,
      build: (parent) => ifIWereTom(parent, hero),
    },
    {
      path: `${MORE_RESOURCES}/butts-in-motion-fitness`,
      parentPath: MORE_RESOURCES,
      build: (parent) =>
        supportPage({
          title: 'Butts in Motion Fitness',
          slug: 'butts-in-motion-fitness',
          parent,
          heroImageId: hero,
          intro: 'Friendly exercise groups for men with prostate cancer, at any fitness level.',
          sources: noSources,
          layout: [
            rt(
              paragraph(
                'Butts in Motion brings men with prostate cancer together to exercise. Sessions are led by trainers who understand the effects of treatment, and every fitness level is welcome.',
              ),
              paragraph(
                'See the locations and times on the ',
                link('Butts in Motion', '/get-support/butts-in-motion'),
                ' page, and read why ',
                link('exercise', `${PATHS.living}/exercise`),
                ' helps.',
              ),
            ),
          ],
        }),
    },
    {
      path: `${MORE_RESOURCES}/external-resources`,
      parentPath: MORE_RESOURCES,
      build: (parent) =>
        supportPage({
          title: 'External resources',
          slug: 'external-resources',
          parent,
          heroImageId: hero,
          intro: 'Other organisations with reliable information and support.',
          sources: noSources,
          layout: [
            links('Organisations we trust', [
              { label: 'Canadian Cancer Society', url: 'https://cancer.ca', description: 'Information, support and a helpline.' },
              { label: 'BC Cancer', url: 'https://www.bccancer.bc.ca', description: 'Cancer care and patient programs in British Columbia.' },
              { label: 'Canadian Urological Association', url: 'https://www.cua.org', description: 'Information from urologists.' },
              { label: 'Canadian Partnership Against Cancer', url: 'https://www.partnershipagainstcancer.ca', description: 'Cancer care across Canada.' },
            ]),
          ],
        }),
    },
    {
      path: '/get-support/if-i-were-tom',
      parentPath: GET_SUPPORT,
      build: (parent) => ifIWereTom(parent, hero),
    },
  ]
}

function ifIWereTom(parent: number, hero: number | undefined): PageData {
  return supportPage({
    title: 'If I Were Tom',
    slug: 'if-i-were-tom',
    parent,
    heroImageId: hero,
    intro: 'An online story that follows one man through prostate cancer decisions.',
    sources: noSources,
    layout: [
      rt(
        paragraph(
          'If I Were Tom follows a man named Tom as he learns about his prostate cancer and weighs his choices. It can help you think through your own questions before you meet your health-care team.',
        ),
      ),
      {
        blockType: 'callToAction',
        heading: 'Visit If I Were Tom',
        text: 'The site opens in a new tab.',
        link: { label: 'Go to the If I Were Tom website', url: IF_I_WERE_TOM_URL },
      },
    ],
  })
}
