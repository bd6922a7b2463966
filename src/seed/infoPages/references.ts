/**
 * The publications behind the information pages' figures, each a specific document or page
 * (never a site's home page: see src/infoPages/references.ts). Cite one in the text with
 * cite(REFERENCES.x): infoPage() numbers the references of a page in the order they are first
 * cited and turns each mark into "[n]", linked to the numbered list at the end of the page.
 * A year is given where the publication states one.
 */
export type Reference = { title: string; publisher: string; year?: number; url: string }

export const REFERENCES = {
  ccsProstate: {
    title: 'Prostate cancer (guide for patients)',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate',
  },
  ccsWhatIs: {
    title: 'What is prostate cancer?',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/what-is-prostate-cancer',
  },
  ccsRisks: {
    title: 'Risks for prostate cancer',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/risks',
  },
  ccsSymptoms: {
    title: 'Symptoms of prostate cancer',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/signs-and-symptoms',
  },
  ccsDiagnosis: {
    title: 'Diagnosis of prostate cancer',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/diagnosis',
  },
  ccsGrading: {
    title: 'Grading prostate cancer',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/grading',
  },
  ccsStaging: {
    title: 'Stages of prostate cancer',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/staging',
  },
  ccsTreatment: {
    title: 'Treatments for prostate cancer',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/treatment',
  },
  ccsSupportiveCare: {
    title: 'Supportive care for prostate cancer',
    publisher: 'Canadian Cancer Society',
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/supportive-care',
  },
  ccsStatistics: {
    title: 'Prostate cancer statistics (Canadian Cancer Statistics estimates for 2024)',
    publisher: 'Canadian Cancer Society',
    year: 2024,
    url: 'https://cancer.ca/en/cancer-information/cancer-types/prostate/statistics',
  },
  statcanProstate: {
    title: 'Prostate cancer: the bane of men',
    publisher: 'Statistics Canada',
    year: 2024,
    url: 'https://www.statcan.gc.ca/o1/en/plus/6967-prostate-cancer-bane-men',
  },
  cuaScreening2017: {
    title: 'Canadian Urological Association recommendations on prostate cancer screening and early diagnosis (Can Urol Assoc J 2017;11(10):298-309)',
    publisher: 'Canadian Urological Association',
    year: 2017,
    url: 'https://doi.org/10.5489/cuaj.4888',
  },
  cuaScreening2011: {
    title: 'Prostate cancer screening: Canadian guidelines 2011 (Can Urol Assoc J 2011;5(4):235-40)',
    publisher: 'Canadian Urological Association',
    year: 2011,
    url: 'https://doi.org/10.5489/cuaj.11134',
  },
  bcCancerPsa: {
    title: 'PSA screening (Cancer Management Manual: prostate)',
    publisher: 'BC Cancer',
    year: 2012,
    url: 'https://www.bccancer.bc.ca/books/prostate/psa-screening',
  },
  bcCancerEarlyDetection: {
    title: 'Screening and early detection (Cancer Management Manual: prostate)',
    publisher: 'BC Cancer',
    year: 2010,
    url: 'https://www.bccancer.bc.ca/books/prostate/screening-early-detection',
  },
  bcPsaCoverage: {
    title: 'Should PSA test be free for all men in B.C.? (with the BC Ministry of Health’s statement on coverage)',
    publisher: 'Global News',
    year: 2015,
    url: 'https://globalnews.ca/news/2274955/should-psa-test-be-free-for-all-men-in-b-c/',
  },
  biopsyComplications: {
    title: 'Transrectal ultrasound-guided versus transperineal mapping prostate biopsy: complication comparison (Rev Urol 20(1))',
    publisher: 'Reviews in Urology',
    year: 2018,
    url: 'https://journals.specialtynetworks.com/issues/vol/20/no/1/transrectal-ultrasound-guided-versus-transperineal-mapping-prostate-biopsy-complication-comparison',
  },
  biopsyTwelveCores: {
    title: 'Comparison of the complications of traditional 12 cores transrectal prostate biopsy with image fusion guided transperineal prostate biopsy (BMC Urol 16:68)',
    publisher: 'BMC Urology',
    year: 2016,
    url: 'https://pmc.ncbi.nlm.nih.gov/articles/PMC5114768',
  },
  nciTreatment: {
    title: 'Prostate cancer treatment (PDQ): patient version',
    publisher: 'National Cancer Institute (United States)',
    url: 'https://www.cancer.gov/types/prostate/patient/prostate-treatment-pdq',
  },
  eiSickness: {
    title: 'EI sickness benefits',
    publisher: 'Government of Canada',
    url: 'https://www.canada.ca/en/services/benefits/ei/ei-sickness.html',
  },
  eiSicknessChange: {
    title: 'As of December 18, 2022, sickness benefits under the Employment Insurance program will increase (from 15 to 26 weeks)',
    publisher: 'WTW',
    year: 2022,
    url: 'https://www.wtwco.com/en-CA/insights/2022/12/as-of-december-18-2022-sickness-benefits-under-the-employment-insurance-program-will-increase',
  },
  mskNomograms: {
    title: 'Prostate cancer nomograms',
    publisher: 'Memorial Sloan Kettering Cancer Center',
    url: 'https://www.mskcc.org/nomograms/prostate',
  },
} as const satisfies Record<string, Reference>
