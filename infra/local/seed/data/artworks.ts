import type { Category, Style } from '@konstvagg/contracts';

/** A title and a one-sentence description, per category x style (three each: 72 artworks). */
export type TitleEntry = readonly [title: string, blurb: string];

export const TITLES: Record<Category, Record<Style, readonly TitleEntry[]>> = {
  painting: {
    abstract: [
      ['Rytm i rött', 'Lager på lager av kadmiumrött och ockra som rör sig över duken som en trumvirvel.'],
      [
        'Förskjutning II',
        'Geometric planes slide past each other; the second work in a series about moving house.',
      ],
      ['Tidvatten', 'Breda penseldrag i blått och grått, målade under en vinter vid Öresund.'],
    ],
    figurative: [
      ['Kvinna vid fönstret', 'En kvinna läser i morgonljuset i en lägenhet i Majorna.'],
      ['Söndagsmiddag', 'A family around a kitchen table, painted from memory with warm, low light.'],
      ['Badarna vid Ribersborg', 'Morgonbadare på väg ut på bryggan till kallbadhuset.'],
    ],
    landscape: [
      ['Skärgårdsljus', 'Kvällsljus över kobbar och skär utanför Sandhamn, målat på plats i juli.'],
      ['Höstdimma över Mälaren', 'Mist lifting over the lake on an October morning near Drottningholm.'],
      ['Fjällvinter', 'Snötäckta fjäll i blått och rosa, en minnesbild från Abisko.'],
    ],
    portrait: [
      ['Självporträtt i blått', 'Ett självporträtt målat i en enda kall färgskala under en lång vinter.'],
      ['The Listener', 'A friend caught mid-conversation, turned slightly away from the light.'],
      ['Farmor Elsa', 'Porträtt av konstnärens farmor, med de händer som bakade varje lördag.'],
    ],
    minimalist: [
      ['Vitt på vitt', 'Nyanser av vitt och benvitt, en studie i snö och tystnad.'],
      ['Horisont nr 7', 'One line, two fields of colour: the seventh horizon in an ongoing series.'],
      ['Stillhet', 'En ensam form i ett stort lugnt fält av grått.'],
    ],
    street_urban: [
      ['Tunnelbana i regn', 'Perrongen vid Slussen en regnig novemberkväll, i akryl och spray.'],
      ['Möllan by Night', 'Neon, bikes and late kebab shops around Möllevångstorget after midnight.'],
      ['Slussen, ombyggnad', 'Kranar och betong, staden som bygger om sig själv.'],
    ],
    surreal: [
      ['Den flytande ön', 'En liten ö med ett rött hus svävar över ett stilla hav.'],
      ['Månen i köket', 'The moon comes down for coffee; a dream painted in egg tempera.'],
      ['Dörren i havet', 'En dörr står öppen mitt i vattnet, bakom den är det fortfarande sommar.'],
    ],
    pop: [
      ['Fika Forever', 'Kaffe, kanelbulle and Ben-Day dots: Swedish fika as a comic-book hero.'],
      ['Dalahäst Remix', 'Den klassiska dalahästen i neonrosa och kobolt.'],
      ['Kanelbulle Deluxe', 'A cinnamon bun, larger than life, outlined in thick black.'],
    ],
    impressionist: [
      ['Midsommarnatt', 'Den ljusa natten över en äng i Roslagen, målad med snabba penseldrag.'],
      ['Näckrosor i Slottsskogen', 'Water lilies in the ponds of Slottsskogen on a late summer afternoon.'],
      ['Eftermiddag på Djurgården', 'Solkatter mellan ekarna och folk på filtar längs kanalen.'],
    ],
    expressionist: [
      ['Storm över Öresund', 'Himlen slits upp i rött och svart ovanför bron.'],
      ['Oro', 'Anxiety as colour: a face dissolving into strokes of orange and blue.'],
      ['Röd natt på Järntorget', 'Staden brinner i rött en lördagsnatt i Göteborg.'],
    ],
    nordic_scandi: [
      ['Falurött hus', 'Ett rött torp med vita knutar vid en frusen sjö i Dalarna.'],
      ['Björkar i mars', 'Birches against late winter snow, in a muted Nordic palette.'],
      ['Sommarstuga vid sjön', 'Sommarstugan där allt stannar upp, målad i dämpade toner.'],
    ],
    black_and_white: [
      ['Tuschstudie, Gamla stan', 'Gränder och gavlar i svart tusch på bomullspapper.'],
      ['Kolteckning: Hamnen', 'Charcoal drawing of the cranes at Eriksberg in the fog.'],
      ['Tystnad i grått', 'Ett landskap i grått, där bara horisonten återstår.'],
    ],
  },
  photography: {
    abstract: [
      ['Ljusbrytning', 'Ljus genom ett prisma och en färgad glasskiva, fotograferat i studion.'],
      ['Glas och vatten', 'Light refracted through water-filled glasses: a study of colour and motion.'],
      ['Spegling #4', 'Reflections on the harbour water, abstracted until only colour remains.'],
    ],
    figurative: [
      ['Dansaren', 'En dansare i rörelse på Göteborgsoperans scen under en repetition.'],
      ['Väntan på perrongen', 'Commuters waiting for the 07:42 at Malmö C, lit by the winter sun.'],
      ['Simmerskan', 'En simmerska på väg ner i vattnet vid Ribersborgs kallbadhus.'],
    ],
    landscape: [
      ['Kosterhavet i gryning', 'Dawn over the Koster islands, the first light on bare granite.'],
      ['Abisko, blå timme', 'Blå timme över Torneträsk, en vinterdag utan sol.'],
      ['Ven i dimma', 'The island of Ven rising out of the fog in the Öresund strait.'],
    ],
    portrait: [
      ['Fiskaren från Smögen', 'En fiskare på bryggan i Smögen efter nattens fångst.'],
      ['Ung konstnär, Malmö', 'A young painter in her studio in Sofielund, in natural window light.'],
      ['Mormor i köket', 'Mormor vid spisen, fotograferad på film en söndagsmorgon.'],
    ],
    minimalist: [
      ['Ensam båt', 'En roddbåt på spegelblankt vatten i Bohuslän.'],
      ['Snöfält', 'A snowfield and a single fence post in Jämtland.'],
      ['Pir i dimma', 'Piren i Limhamn försvinner in i dimman.'],
    ],
    street_urban: [
      ['T-Centralen 08:12', 'Rusningstrafik i den blå grottan under jord.'],
      ['Regnkväll på Avenyn', 'Rain, tram lights and umbrellas on Kungsportsavenyn.'],
      ['Cyklister, Davidshall', 'Bicycles in motion at dusk on Davidshallsgatan.'],
    ],
    surreal: [
      ['Himlen under isen', 'Himlen speglad i svart is så att uppåt och nedåt byter plats.'],
      ['Den omvända staden', 'Stockholm upside down in a raindrop, shot with a macro lens.'],
      ['Flytande sten', 'A boulder that seems to float above the sea in a long exposure.'],
    ],
    pop: [
      ['Neon på Andra Lång', 'Neonskyltar i rosa och turkos en fredagskväll i Göteborg.'],
      ['Glass i juli', 'Ice cream, a striped kiosk and a sky that is almost too blue.'],
      ['Rosa fasad', 'En rosa fasad och en gul cykel i Gamla Väster.'],
    ],
    impressionist: [
      ['Rörelse i björkskog', 'Intentional camera movement in a birch forest: vertical strokes of light.'],
      ['Liseberg i rörelse', 'Karusellens ljus utsmetade i en lång exponering.'],
      ['Vass i vind', 'Reeds in the wind at Falsterbo, soft as a watercolour.'],
    ],
    expressionist: [
      ['Brand i skyn', 'En solnedgång över Hisingen som ser ut att brinna.'],
      ['Rött ljus', 'A nightclub doorway drowned in red light and motion blur.'],
      ['Storm over Kattegatt', 'Storm clouds and breaking waves off Varberg.'],
    ],
    nordic_scandi: [
      ['Sjöbod i Bohuslän', 'En röd sjöbod speglar sig i stilla vatten en augustimorgon.'],
      ['Vinterbadet', 'A wooden sauna and jetty in the snow, ready for a winter dip.'],
      ['Fönster mot sjön', 'Ljust trä, linne och utsikt över en sjö i Småland.'],
    ],
    black_and_white: [
      ['Hamnkranar, Göteborg', 'The old cranes of the Gothenburg docks against a winter sky.'],
      ['Öresundsbron i dimma', 'Bron som en tunn linje i dimman, fotograferad från Lernacken.'],
      ['Skuggor på Stortorget', 'Long shadows of passers-by on the cobblestones of Stortorget.'],
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
