import type { PageData } from '../pages'
import { bold } from '../lexical'
import { REFERENCES as R, infoPage, list, rt } from './shared'

/** Medical words used on the information pages, in plain language, A to Z. */
const TERMS: [term: string, meaning: string][] = [
  ['Active surveillance', 'Checking a low-risk cancer closely with regular tests, and treating it only if it starts to grow.'],
  ['ADT (androgen deprivation therapy)', 'Hormone therapy. It lowers testosterone or blocks it, which slows the cancer.'],
  ['Anaesthetic', 'A medicine that stops you feeling pain. A local anaesthetic numbs one area. A general anaesthetic puts you to sleep.'],
  ['Benign', 'Not cancer. A benign lump does not spread.'],
  ['Biopsy', 'Taking small pieces of tissue so they can be checked under a microscope.'],
  ['Bone scan', 'A scan that shows whether cancer has reached the bones.'],
  ['BPH (benign prostatic hyperplasia)', 'A prostate that has grown larger with age. It is common and it is not cancer.'],
  ['Brachytherapy', 'Radiation from tiny radioactive seeds placed inside the prostate.'],
  ['BRCA genes', 'Genes that help repair cells. Some changes in them raise the risk of prostate cancer.'],
  ['Chemotherapy', 'Strong medicines that kill cancer cells all through the body.'],
  ['Core', 'One thin sample of tissue taken with the biopsy needle.'],
  ['CT scan', 'X-rays taken from many angles and put together by a computer into detailed pictures.'],
  ['DRE (digital rectal exam)', 'The doctor feels the back of the prostate with a gloved finger placed in the rectum.'],
  ['External beam radiation', 'Radiation aimed at the prostate from a machine outside the body.'],
  ['Focal therapy', 'Treating only the part of the prostate that has cancer.'],
  ['Gleason score and Grade Group', 'Ways to say how fast the cancer cells are likely to grow. Grade Group 1 is the slowest and 5 the fastest.'],
  ['Hormone therapy', 'See ADT.'],
  ['Incontinence', 'Leaking urine when you do not mean to.'],
  ['Lymph nodes', 'Small glands that help the body fight infection. Cancer can spread to them.'],
  ['Malignant', 'Cancer. A malignant tumour can grow into nearby tissue and spread.'],
  ['Metastasis', 'Cancer that has spread from where it started to another part of the body.'],
  ['MRI', 'A scan that uses a magnet and radio waves to make detailed pictures. It uses no X-rays.'],
  ['Nomogram', 'A tool that combines test results to estimate the chance of an outcome, such as the cancer coming back.'],
  ['Oncologist', 'A doctor who treats cancer. A radiation oncologist treats it with radiation.'],
  ['Pathologist', 'A doctor who looks at tissue under a microscope to find out whether there is cancer.'],
  ['Perineum', 'The skin between the scrotum and the anus.'],
  ['PSA (prostate-specific antigen)', 'A protein made by the prostate. The PSA test measures it in the blood.'],
  ['PSMA PET-CT', 'A scan that finds small areas of prostate cancer anywhere in the body.'],
  ['Radiopharmaceutical', 'A radioactive medicine that travels to cancer cells and treats them.'],
  ['Recurrence', 'Cancer that comes back after treatment.'],
  ['Seminal vesicles', 'Two small glands behind the bladder that make much of the fluid in semen.'],
  ['Stage and TNM', 'How big the cancer is and how far it has spread. T is the tumour, N the lymph nodes and M spread to other parts of the body.'],
  ['Testosterone', 'The main male hormone. Prostate cancer needs it to grow.'],
  ['TRUS (transrectal ultrasound)', 'An ultrasound probe placed in the rectum to show the prostate during a biopsy.'],
  ['Ultrasound', 'A scan that uses sound waves to make pictures.'],
  ['Urologist', 'A surgeon who treats problems of the bladder, the prostate and the urinary tract.'],
]

/** The glossary the information pages link medical words to. */
export function glossaryPage(parent: number, heroImageId?: number): PageData {
  return infoPage({
    title: 'Glossary',
    slug: 'glossary',
    parent,
    heroImageId,
    intro: 'Medical words you may meet on these pages or at your appointments, in plain language.',
    sources: [R.ccsProstate],
    layout: [rt(list(TERMS.map(([term, meaning]) => [bold(term), `: ${meaning}`])))],
  })
}
