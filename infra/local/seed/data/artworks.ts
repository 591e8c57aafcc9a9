import type { Category, Style } from '@konstvagg/contracts';

/**
 * A title and a one-sentence description, per category x style (three each: 72 artworks). The
 * description is in the language of the artist build.ts gives the work to, because build.ts ends it
 * with a sentence in that language (seed-language.test.ts checks each one).
 */
export type TitleEntry = readonly [title: string, blurb: string];

export const TITLES: Record<Category, Record<Style, readonly TitleEntry[]>> = {
  painting: {
    abstract: [
      ['Rytm i rött', 'Lager på lager av kadmiumrött och ockra som rör sig över duken som en trumvirvel.'],
      [
        'Förskjutning II',
        'Geometriska ytor glider förbi varandra. Det andra verket i en serie om att flytta.',
      ],
      ['Tidvatten', 'Breda penseldrag i blått och grått, målade under en vinter vid Öresund.'],
    ],
    figurative: [
      ['Kvinna vid fönstret', 'En kvinna läser i morgonljuset i en lägenhet i Majorna.'],
      ['Söndagsmiddag', 'En familj runt köksbordet, målad ur minnet i ett varmt, lågt ljus.'],
      ['Badarna vid Ribersborg', 'Morgonbadare på väg ut på bryggan till kallbadhuset.'],
    ],
    landscape: [
      ['Skärgårdsljus', 'Kvällsljus över kobbar och skär utanför Sandhamn, målat på plats i juli.'],
      ['Höstdimma över Mälaren', 'Dimman lättar över sjön en oktobermorgon vid Drottningholm.'],
      ['Fjällvinter', 'Snötäckta fjäll i blått och rosa, en minnesbild från Abisko.'],
    ],
    portrait: [
      ['Självporträtt i blått', 'Ett självporträtt målat i en enda kall färgskala under en lång vinter.'],
      ['The Listener', 'En vän fångad mitt i ett samtal, lätt bortvänd från ljuset.'],
      ['Farmor Elsa', 'Porträtt av konstnärens farmor, med de händer som bakade varje lördag.'],
    ],
    minimalist: [
      ['Vitt på vitt', 'Nyanser av vitt och benvitt, en studie i snö och tystnad.'],
      ['Horisont nr 7', 'En linje och två färgfält: den sjunde horisonten i en pågående serie.'],
      ['Stillhet', 'En ensam form i ett stort lugnt fält av grått.'],
    ],
    street_urban: [
      ['Tunnelbana i regn', 'Perrongen vid Slussen en regnig novemberkväll, i akryl och spray.'],
      ['Möllan by Night', 'Neon, cyklar och sena kebabställen runt Möllevångstorget efter midnatt.'],
      ['Slussen, ombyggnad', 'Kranar och betong, staden som bygger om sig själv.'],
    ],
    surreal: [
      ['Den flytande ön', 'En liten ö med ett rött hus svävar över ett stilla hav.'],
      ['Månen i köket', 'Månen kommer ner på en kopp kaffe, en dröm målad i äggtempera.'],
      ['Dörren i havet', 'En dörr står öppen mitt i vattnet, bakom den är det fortfarande sommar.'],
    ],
    pop: [
      ['Fika Forever', 'Kaffe, kanelbulle och rasterpunkter: svensk fika som seriehjälte.'],
      ['Dalahäst Remix', 'Den klassiska dalahästen i neonrosa och kobolt.'],
      ['Kanelbulle Deluxe', 'En kanelbulle i överstorlek, med tjocka svarta konturer.'],
    ],
    impressionist: [
      ['Midsommarnatt', 'Den ljusa natten över en äng i Roslagen, målad med snabba penseldrag.'],
      ['Näckrosor i Slottsskogen', 'Näckrosor i dammarna i Slottsskogen en eftermiddag i sensommaren.'],
      ['Eftermiddag på Djurgården', 'Solkatter mellan ekarna och folk på filtar längs kanalen.'],
    ],
    expressionist: [
      ['Storm över Öresund', 'Himlen slits upp i rött och svart ovanför bron.'],
      ['Oro', 'Ångest som färg: ett ansikte som löses upp i drag av orange och blått.'],
      ['Röd natt på Järntorget', 'Staden brinner i rött en lördagsnatt i Göteborg.'],
    ],
    nordic_scandi: [
      ['Falurött hus', 'Ett rött torp med vita knutar vid en frusen sjö i Dalarna.'],
      ['Björkar i mars', 'Björkar mot senvinterns snö, i en dämpad nordisk palett.'],
      ['Sommarstuga vid sjön', 'Sommarstugan där allt stannar upp, målad i dämpade toner.'],
    ],
    black_and_white: [
      ['Tuschstudie, Gamla stan', 'Gränder och gavlar i svart tusch på bomullspapper.'],
      ['Kolteckning: Hamnen', 'Kranarna vid Eriksberg i dimma, tecknade med kol.'],
      ['Tystnad i grått', 'Ett landskap i grått, där bara horisonten återstår.'],
    ],
  },
  photography: {
    abstract: [
      ['Ljusbrytning', 'Ljus genom ett prisma och en färgad glasskiva, fotograferat i studion.'],
      ['Glas och vatten', 'Ljus som bryts genom vattenfyllda glas, en studie i färg och rörelse.'],
      ['Spegling #4', 'Speglingar i hamnvattnet, förenklade tills bara färgen är kvar.'],
    ],
    figurative: [
      ['Dansaren', 'A dancer in motion on the stage of the Gothenburg Opera during a rehearsal.'],
      ['Väntan på perrongen', 'Pendlare som väntar på tåget 07.42 på Malmö C, i vintersolens låga ljus.'],
      ['Simmerskan', 'A swimmer stepping down into the sea from the bathhouse pier at Ribersborg.'],
    ],
    landscape: [
      ['Kosterhavet i gryning', 'Gryning över Kosteröarna, det första ljuset på kala granithällar.'],
      ['Abisko, blå timme', 'Blå timme över Torneträsk, en vinterdag utan sol.'],
      ['Ven i dimma', 'Ön Ven stiger upp ur dimman mitt i Öresund.'],
    ],
    portrait: [
      ['Fiskaren från Smögen', 'En fiskare på bryggan i Smögen efter nattens fångst.'],
      ['Ung konstnär, Malmö', 'En ung målare i sin ateljé i Sofielund, i ljuset från fönstret.'],
      ['Mormor i köket', 'My grandmother at the stove, shot on film one Sunday morning.'],
    ],
    minimalist: [
      ['Ensam båt', 'En roddbåt på spegelblankt vatten i Bohuslän.'],
      ['Snöfält', 'Ett snöfält och en ensam staketstolpe i Jämtland.'],
      ['Pir i dimma', 'Piren i Limhamn försvinner in i dimman.'],
    ],
    street_urban: [
      ['T-Centralen 08:12', 'Rush hour in the blue cave of the metro, deep under the city.'],
      ['Regnkväll på Avenyn', 'Regn, spårvagnsljus och paraplyer på Kungsportsavenyn.'],
      ['Cyklister, Davidshall', 'Cyklar i rörelse i skymningen på Davidshallsgatan.'],
    ],
    surreal: [
      ['Himlen under isen', 'Himlen speglad i svart is så att uppåt och nedåt byter plats.'],
      ['Den omvända staden', 'Stockholm upp och ner i en regndroppe, fotograferat med makroobjektiv.'],
      ['Flytande sten', 'Ett stenblock som tycks sväva över havet i en lång exponering.'],
    ],
    pop: [
      ['Neon på Andra Lång', 'Neonskyltar i rosa och turkos en fredagskväll i Göteborg.'],
      ['Glass i juli', 'Glass, en randig kiosk och en himmel som är nästan för blå.'],
      ['Rosa fasad', 'En rosa fasad och en gul cykel i Gamla Väster.'],
    ],
    impressionist: [
      ['Rörelse i björkskog', 'Medveten kamerarörelse i en björkskog gör ljuset till lodräta penseldrag.'],
      ['Liseberg i rörelse', 'Karusellens ljus utsmetade i en lång exponering.'],
      ['Vass i vind', 'Vass i vinden vid Falsterbo, mjuk som en akvarell.'],
    ],
    expressionist: [
      ['Brand i skyn', 'En solnedgång över Hisingen som ser ut att brinna.'],
      ['Rött ljus', 'En nattklubbsentré som drunknar i rött ljus och rörelseoskärpa.'],
      ['Storm over Kattegatt', 'Stormmoln och brytande vågor utanför Varberg.'],
    ],
    nordic_scandi: [
      ['Sjöbod i Bohuslän', 'En röd sjöbod speglar sig i stilla vatten en augustimorgon.'],
      ['Vinterbadet', 'En träbastu och en brygga i snön, redo för ett vinterdopp.'],
      ['Fönster mot sjön', 'Ljust trä, linne och utsikt över en sjö i Småland.'],
    ],
    black_and_white: [
      ['Hamnkranar, Göteborg', 'De gamla hamnkranarna i Göteborg mot en vinterhimmel.'],
      ['Öresundsbron i dimma', 'Bron som en tunn linje i dimman, fotograferad från Lernacken.'],
      ['Skuggor på Stortorget', 'Förbipasserandes långa skuggor på kullerstenen på Stortorget.'],
    ],
  },
};

/** Demo buyers (the first is the buyer login). */
export const BUYERS = [
  { first_name: 'Sofia', last_name: 'Andersson', email: 'buyer@konstvagg.local', language: 'sv' as const },
  {
    first_name: 'Lars',
    last_name: 'Nilsson',
    email: 'lars.nilsson@konstvagg.local',
    language: 'en' as const,
  },
];

/** Guest buyers (checkout without an account). */
export const GUEST_EMAILS = [
  'ebba.strand@example.com',
  'mikael.holm@example.com',
  'jenny.wallin@example.com',
];
