import { describe, expect, it } from 'vitest'
import { SearchIndex, type SearchDocument } from '@/search/searchIndex'
import { parseSynonymGroups, Thesaurus } from '@/search/synonyms'
import { normaliseForSearch } from '@/search/normalise'
import { tokenise, typoAllowance } from '@/search/terms'
import { findMatch } from '@/search/snippet'

const doc = (kind: SearchDocument['kind'], id: string, title: string, text = '', headings = ''): SearchDocument => ({
  kind,
  id,
  title,
  text,
  headings,
  url: `/${kind}/${id}`,
})

const ids = (index: SearchIndex, query: string) => index.search(query).map((h) => h.entry.id)

/** A small site: enough documents that BM25's document frequencies mean something. */
function sampleIndex(): SearchIndex {
  const index = new SearchIndex()
  index.upsert(doc('page', 'incontinence', 'Incontinence', 'Pelvic floor exercises help with leaking urine after surgery.'))
  index.upsert(doc('page', 'prostate', 'The prostate', 'The prostate is a gland below the bladder. Prostate cancer starts here.'))
  index.upsert(doc('page', 'sex', 'Sex with and after cancer', 'Treatments can affect erections. Medicines help erections.'))
  index.upsert(doc('page', 'psa', 'The PSA test and the DRE', 'The PSA test costs $37 when you have no symptoms. A digital rectal exam takes a minute.'))
  index.upsert(doc('page', 'hormone', 'Treatment for advanced cancer', 'Hormone therapy lowers testosterone.', 'Hormone therapy'))
  index.upsert(doc('event', 'walk', 'Men’s Walk in Kelowna', 'A gentle walk by the lake.'))
  index.upsert(doc('supportGroup', 'vancouver', 'Vancouver Prostate Cancer Support Group', 'Vancouver British Columbia'))
  index.upsert(doc('supportGroup', 'kelowna', 'Kelowna Prostate Cancer Support Group', 'Kelowna British Columbia'))
  index.upsert(doc('story', 'quebec', 'Finding words in two languages', 'We moved from Québec. The Société canadienne du cancer helped in French.'))
  index.upsert(doc('news', 'exercise', 'Exercise classes return', 'Classes for men after treatment start in autumn.'))
  return index
}

describe('terms', () => {
  it('folds case, accents and apostrophes, keeping the length of the text', () => {
    expect(normaliseForSearch('Société QUÉBEC Men’s')).toBe("societe quebec men's")
    for (const text of ['Prostate Cancer', 'İstanbul’s ﬁne', 'Kelowna — B.C.', 'emoji 🎗️ and \uD800 lone']) {
      expect(normaliseForSearch(text)).toHaveLength(text.length)
    }
    expect(tokenise('Men’s health: Québec, 2024!')).toEqual(['men', 'health', 'quebec', '2024'])
  })

  it('reads a contraction typed without its apostrophe as the one with it', () => {
    expect(tokenise('cant get it up')).toEqual(tokenise("can't get it up"))
    expect(tokenise("Im scared, I don't know")).toEqual(['scared', 'don', 'know'])
    expect(tokenise('someone whos been through it, thats what')).toEqual(tokenise("someone who's been through it, that's what"))
  })

  it('allows typos in proportion to word length', () => {
    expect(['psa', 'walk', 'prostate', 'incontinence', 'prostatectomies'].map(typoAllowance)).toEqual([0, 1, 2, 2, 3])
  })
})

describe('synonyms', () => {
  const groups = parseSynonymGroups(['PSA, prostate-specific antigen', 'ED, erectile dysfunction, erection', 'lonely line'])

  it('reads staff lines into groups of phrases, dropping a line without a second phrase', () => {
    expect(groups).toEqual([
      [['psa'], ['prostate', 'specific', 'antigen']],
      [['ed'], ['erectile', 'dysfunction'], ['erection']],
    ])
  })

  it('finds the longest phrase at each position, word forms included', () => {
    const thesaurus = new Thesaurus(groups)
    expect(thesaurus.spans(['erectile', 'dysfunction', 'help'])).toEqual([
      { start: 0, length: 2, alternatives: [['ed'], ['erection']] },
    ])
    expect(thesaurus.spans(['erections'])[0]?.alternatives).toEqual([['ed'], ['erectile', 'dysfunction']])
  })

  it('chooses the phrases that cover the most of the query, not the first one found', () => {
    const thesaurus = new Thesaurus(parseSynonymGroups(['support groups, meet other men, other men going through it', 'walk, stroll', 'charity walk, fundraising walk']))
    // "meet other men" starts first, but "other men going through it" covers more words.
    expect(thesaurus.spans(['meet', 'other', 'men', 'going', 'through'])).toEqual([
      { start: 1, length: 4, alternatives: [['support', 'groups'], ['meet', 'other', 'men']] },
    ])
    // Equal covers: the earlier and longer phrase, as a plain longest match would pick.
    expect(thesaurus.spans(['charity', 'walk', 'june'])).toEqual([{ start: 0, length: 2, alternatives: [['fundraising', 'walk']] }])
    expect(thesaurus.spans(['meet', 'other', 'men'])).toEqual([{ start: 0, length: 3, alternatives: [['support', 'groups'], ['other', 'men', 'going', 'through']] }])
  })

  it('matches a phrase on its words without the glue, and joins every group that names it', () => {
    const thesaurus = new Thesaurus(
      parseSynonymGroups(['gift in your will, legacy giving, bequest', 'will, estate', 'tired, fatigue', 'tiredness, tired']),
    )
    expect(thesaurus.spans(['gift', 'will'])).toEqual([{ start: 0, length: 2, alternatives: [['legacy', 'giving'], ['bequest']] }])
    expect(thesaurus.spans(['always', 'tired'])).toEqual([{ start: 1, length: 1, alternatives: [['fatigue'], ['tiredness']] }])
  })
})

describe('SearchIndex matching', () => {
  it('finds the four queries of the issue: a misspelling, a typo, several words, a related word', () => {
    const index = sampleIndex()
    expect(ids(index, 'prostrate')[0]).toBe('prostate')
    expect(ids(index, 'incontinance')[0]).toBe('incontinence')
    expect(ids(index, 'support group vancouver')[0]).toBe('vancouver')
    expect(ids(index, 'erectile')[0]).toBe('sex')
  })

  it('matches each word on its own, in any field, in any order', () => {
    const index = sampleIndex()
    // The page with both words first; a page with one of two words after it.
    expect(ids(index, 'vancouver support')).toEqual(['vancouver', 'kelowna'])
    expect(ids(index, 'support vancouver')).toEqual(['vancouver', 'kelowna'])
    expect(ids(index, 'kelowna walk')[0]).toBe('walk')
  })

  it('keeps the substring behaviour: a piece of a word finds the word', () => {
    const index = sampleIndex()
    expect(ids(index, 'INCONTIN')).toEqual(['incontinence'])
    expect(ids(index, 'contin')).toEqual(['incontinence'])
  })

  it('finds plurals and other word forms both ways', () => {
    const index = sampleIndex()
    expect(ids(index, 'erection')[0]).toBe('sex')
    expect(ids(index, 'exercises')).toContain('incontinence')
    expect(ids(index, 'exercise')).toContain('incontinence')
  })

  it('ignores case, accents and the kind of apostrophe', () => {
    const index = sampleIndex()
    expect(ids(index, 'quebec')).toEqual(['quebec'])
    expect(ids(index, 'SOCIETE CANADIENNE')).toEqual(['quebec'])
    expect(ids(index, "men's walk")).toEqual(['walk', 'exercise'])
    expect(ids(index, 'men’s walk')).toEqual(['walk', 'exercise'])
  })

  it('expands synonyms, one word to a phrase and back', () => {
    const index = sampleIndex()
    expect(ids(index, 'prostate-specific antigen')[0]).toBe('psa')
    expect(ids(index, 'dre')[0]).toBe('psa')
    expect(ids(index, 'ADT')[0]).toBe('hormone')
    index.setSynonyms([])
    expect(ids(index, 'ADT')).toEqual([])
  })

  it('takes a word that matched a synonym as spelt: no typos of it', () => {
    const index = sampleIndex()
    index.upsert(doc('page', 'impact', 'Our Impact', 'Research we fund and people we reach.'))
    // "impotence" is not in the text; its synonyms find the page on erections, and it is not
    // read as a misspelt "impact".
    expect(ids(index, 'impotence')).toEqual(['sex'])
    index.setSynonyms([])
    expect(ids(index, 'impotence')).toContain('impact')
  })

  it('drops question words, so a question finds its page', () => {
    expect(ids(sampleIndex(), 'how much does a psa test cost')[0]).toBe('psa')
    // "long" and "last" only shape the question; no page needs to hold them.
    expect(ids(sampleIndex(), 'how long does incontinence last after surgery')[0]).toBe('incontinence')
    expect(SearchIndex.queryWords('how long does incontinence last')).toEqual(['incontinence'])
    // Outside a question the same words are meant.
    expect(SearchIndex.queryWords('long term side effects')).toEqual(['long', 'term', 'side', 'effects'])
  })

  it('reads a thesaurus phrase no page says, nor any of its other names, as its words one by one', () => {
    const index = sampleIndex()
    // "psa test cost" is a line of the thesaurus; this page on the test names no price, and no page says "MSP".
    index.upsert(doc('page', 'psa', 'The PSA test and the DRE', 'The PSA test is a blood test. A digital rectal exam takes a minute.'))
    expect(ids(index, 'how much does a psa test cost')[0]).toBe('psa')
    expect(ids(index, 'psa test cost')[0]).toBe('psa')
  })

  it('does not need a word most of the site holds for a page to hold the whole query', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', 'kits', 'Information kits', 'A free kit for anyone newly diagnosed, posted to your door.'))
    index.upsert(doc('page', 'exercise', 'Exercise', 'Men who stay active recover sooner. Walking, cycling and a kit bag by the door.'))
    index.upsert(doc('page', 'sleep', 'Sleep', 'Men on hormone therapy often sleep badly.'))
    index.upsert(doc('page', 'partners', 'For partners', 'Men and the people who love them.'))
    index.upsert(doc('page', 'groups', 'Support groups', 'Groups where men meet each month.'))
    index.upsert(doc('page', 'symptoms', 'Signs and symptoms', 'Many men have no symptoms at first.'))
    index.upsert(doc('page', 'risk', 'Risk factors', 'Men over fifty are at higher risk.'))
    index.upsert(doc('page', 'stories', 'Stories', 'Men tell how they found out.'))
    // "men" is on seven pages of eight: the page on kits comes first without it.
    expect(ids(index, 'kit for men')[0]).toBe('kits')
  })

  it('falls back to any word when no document holds them all', () => {
    expect(ids(sampleIndex(), 'kelowna zzzz')).toContain('kelowna')
  })

  it('never matches nonsense, blank text, or a document without a title', () => {
    const index = sampleIndex()
    expect(index.search('qwertyuiop')).toEqual([])
    expect(index.search('   ')).toEqual([])
    expect(index.search('\u0000\u0007')).toEqual([])
    index.upsert(doc('page', 'untitled', '', 'zebra'))
    expect(index.search('zebra')).toEqual([])
  })
})

describe('SearchIndex ranking', () => {
  it('ranks a title match above the same word in body text', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', 'body', 'Activity', 'A walk helps. Sleep well after a walk.'))
    index.upsert(doc('newsletter', 'title', 'Spring walk', ''))
    expect(ids(index, 'walk')).toEqual(['title', 'body'])
  })

  it('ranks a heading match above body text', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', 'body', 'Page one', 'Fatigue is common. Rest helps with it.'))
    index.upsert(doc('page', 'heading', 'Page two', 'Fatigue is common. Rest helps with it.', 'Fatigue'))
    expect(ids(index, 'fatigue')).toEqual(['heading', 'body'])
  })

  it('ranks an exact word above a longer word it starts, and takes a word the index holds as meant', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', 'prefix', 'Stage one', 'Walkathon news for everyone.'))
    index.upsert(doc('page', 'exact', 'Stage two', 'A walk by the lake for everyone.'))
    index.upsert(doc('page', 'typo', 'Stage three', 'Talk to us, everyone.'))
    expect(ids(index, 'walk')).toEqual(['exact', 'prefix'])
    // An unknown word is read as a typo of the nearest words.
    expect(ids(index, 'walkk')).toEqual(['exact'])
  })

  it('puts a page whose whole title is the query first', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', 'mentions', 'Living with cancer', 'Exercise, exercise, exercise every day helps.'))
    index.upsert(doc('page', 'title', 'Exercise', 'Move a little each day.'))
    expect(ids(index, 'exercise')[0]).toBe('title')
  })

  it('puts a page above a video that matches as well, and finds a video by its title', () => {
    const index = sampleIndex()
    index.upsert(doc('page', 'pelvic-page', 'Pelvic floor exercises', 'A physiotherapist shows the exercises.'))
    index.upsert(doc('video', 'pelvic-video', 'Pelvic floor exercises', 'Your pelvic floor: a physiotherapist shows the exercises.'))
    expect(ids(index, 'pelvic floor').slice(0, 2)).toEqual(['pelvic-page', 'pelvic-video'])
    index.upsert(doc('video', 'steps', 'Pelvic floor exercises, step by step', 'Video.'))
    expect(ids(index, 'pelvic floor exercises, step by step')[0]).toBe('steps')
  })
})

describe('SearchIndex in visitors\' own words', () => {
  it('reads a question by its content words: "is it normal to …", "where can I find …"', () => {
    const index = sampleIndex()
    index.upsert(doc('page', 'normal', 'Normal values', 'What is normal and usual, and where to find it.'))
    expect(ids(index, 'is it normal to leak urine after surgery')[0]).toBe('incontinence')
    expect(ids(index, 'where can i find a walk')[0]).toBe('walk')
    // Not a question: "normal" is what the visitor looks for.
    expect(ids(index, 'normal values')[0]).toBe('normal')
  })

  it('finds a page holding half of the query, listed after the pages that hold it all', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', 'walk', 'Morning walk', 'A walk along the lake.'))
    index.upsert(doc('page', 'report', 'Annual report', 'Along the lake: the walk and the picnic did well.'))
    index.upsert(doc('page', 'other', 'Other', 'Nothing about it, but a picnic.'))
    expect(ids(index, 'lake walk picnic')).toEqual(['report', 'walk'])
    // Two words: the page with both, then a page with either, the title match first.
    expect(ids(index, 'walk picnic')).toEqual(['report', 'walk', 'other'])
    // Four words: a page with one of them is not listed while another page has them all.
    expect(ids(index, 'lake walk picnic well')).toEqual(['report', 'walk'])
  })

  it('lists a page missing a word of a long query after every page that has them all, whatever its title', () => {
    const index = new SearchIndex()
    index.upsert(doc('event', 'winter', 'Winter walk for men’s health', 'A walk for men’s health by the sea.'))
    index.upsert(doc('page', 'notes', 'Notes', 'Somewhere in the text: the quokkabridge men’s walk.'))
    expect(ids(index, 'quokkabridge men’s walk')).toEqual(['notes', 'winter'])
  })

  it('understands everyday words through the thesaurus, both ways', () => {
    const index = sampleIndex()
    expect(ids(index, 'my husband cant get it up')[0]).toBe('sex')
    expect(ids(index, 'hormone jab')[0]).toBe('hormone')
    expect(ids(index, 'bladder leaks')[0]).toBe('incontinence')
  })

  it('finds a phrase where its words stand together before a page that has them apart', () => {
    const index = sampleIndex()
    index.upsert(doc('event', 'run', 'Father’s Day run', 'A morning out for the whole family by the river.'))
    index.upsert(doc('page', 'risk', 'Risk factors', 'Prostate cancer can run in the family: tell your doctor.'))
    expect(ids(index, 'does it run in the family')[0]).toBe('risk')
    // "Other half" in the thesaurus means a partner, not "half" a plate and "other" foods.
    index.upsert(doc('page', 'plate', 'Eating well', 'Fill half your plate with vegetables, and the other foods come after.'))
    index.upsert(doc('page', 'partners', 'For partners', 'Support for your partner or spouse.'))
    expect(ids(index, 'support for my other half')[0]).toBe('partners')
  })

  it('finds the phrases of a line staff add where their words stand together', () => {
    const index = new SearchIndex()
    index.upsert(doc('page', 'pelvic', 'Pelvic floor basics', 'Squeeze the muscles you use to stop peeing.'))
    index.upsert(doc('page', 'grip', 'Grip', 'A firm squeeze of the hand, then rest the muscles.'))
    index.setSynonyms(['kegels, squeeze muscles'])
    expect(ids(index, 'kegels')).toEqual(['pelvic'])
    index.setSynonyms(['kegels, squeeze muscles, muscles you use'])
    expect(ids(index, 'kegels')).toEqual(['pelvic'])
  })

  it('reads "inherited" as running in the family, not as leaving money in a will', () => {
    const index = sampleIndex()
    index.upsert(doc('page', 'risk', 'Risk factors', 'Your risk is higher when prostate cancer is in your family history or your genes.'))
    index.upsert(doc('page', 'wills', 'Leave a gift in your will', 'You can leave money to charity in your will.'))
    expect(ids(index, 'is prostate cancer inherited')[0]).toBe('risk')
    expect(ids(index, 'is prostate cancer inherited')).not.toContain('wills')
    // The line on leaving money still finds its page.
    expect(ids(index, 'leave money to charity')[0]).toBe('wills')
  })
})

describe('SearchIndex upkeep and help', () => {
  it('follows updates and removals at once', () => {
    const index = new SearchIndex()
    index.upsert(doc('story', '1', 'First title', ''))
    expect(index.search('first')).toHaveLength(1)
    index.upsert(doc('story', '1', 'Renamed', ''))
    expect(index.search('first')).toHaveLength(0)
    expect(index.search('renamed')).toHaveLength(1)
    index.remove('story', '1')
    expect(index.search('renamed')).toHaveLength(0)
    expect(index.size).toBe(0)
  })

  it('suggests a correction from its own words, only when it finds something', () => {
    const index = sampleIndex()
    expect(index.suggestCorrection('incontinnnence')).toBe('incontinence')
    expect(index.suggestCorrection('vancuvr')).toBe('vancouver')
    expect(index.suggestCorrection('qwertyuiop')).toBeNull()
  })

  it('gives the matched words, so the snippet highlights the whole word as written', () => {
    const index = sampleIndex()
    const hit = index.search('erection')[0]!
    const text = hit.entry.text
    const match = findMatch(text, index.matchedWords('erection', hit.terms))!
    expect(text.slice(match.start, match.start + match.length)).toBe('erections')
    expect(findMatch('Société canadienne', [['societe']])).toEqual({ start: 0, length: 7 })
    expect(findMatch('Incontinence', [['contin']])).toBeNull()
    // The word nearest to what was typed wins over a synonym met earlier in the text.
    const leak = index.search('incontinance').find((h) => h.entry.id === 'incontinence')!
    const own = findMatch(leak.entry.text + ' Incontinence again.', index.matchedWords('incontinance', leak.terms))!
    expect((leak.entry.text + ' Incontinence again.').slice(own.start, own.start + own.length)).toBe('Incontinence')
  })
})
