import { helsinkiDateKey, type DraftFields } from '@dealer/domain';

// Issue 14 point 11: the demo items described as a Finnish dealer would list them — equipment,
// condition, timing belt, tyres, service history, inspections, test drive — so no item page shows
// "—" where a real listing has text. Dates are relative to the seeding day.

interface DemoDetails {
  fields: Partial<DraftFields>;
  /** Last periodic inspection this many months ago, the next due `periodMonths` after it. */
  inspection?: { monthsAgo: number; periodMonths: number };
}

const view360 = (licenseNumber: string) => ({
  interiorView360Url: `https://360.demo-autotalo.example/${licenseNumber.toLowerCase()}/sisatila`,
  exteriorView360Url: `https://360.demo-autotalo.example/${licenseNumber.toLowerCase()}/ulkopuoli`,
});

/** By licence number. */
const details: Record<string, DemoDetails> = {
  'KXR-512': {
    inspection: { monthsAgo: 8, periodMonths: 24 },
    fields: {
      windscreen: 1,
      doorCount: 5,
      keyCount: 2,
      engineDisplacement: 1798,
      torqueNm: 142,
      vehicleTax: 142.35,
      fuelConsumptionCombined: 4.5,
      commissioningDate: '2021-03-18',
      firstRegistrationDate: '2021-03-18',
      equipment:
        'Adaptiivinen vakionopeudensäädin, kaistavahti, liikennemerkkien tunnistus, peruutuskamera, ' +
        'automaattinen ilmastointi, istuinlämmittimet edessä, lämmitettävä ohjauspyörä, LED-ajovalot, ' +
        'moottorin- ja sisätilanlämmitin (Defa), vetokoukku, 16" kevytmetallivanteet',
      auctioneerDescription:
        'Suomi-auto, yksi omistaja. Huollettu Toyota-merkkiliikkeessä, kahdet renkaat vanteineen. ' +
        'Ei tupakoitu, ei lemmikkejä.',
      technicalDescription:
        'Hybridijärjestelmä ja e-CVT-vaihteisto toimivat moitteetta. Hybridiakun kuntotesti tehty ' +
        'viimeisimmässä huollossa: akku hyvässä kunnossa. Ei vikakoodeja.',
      timingBeltDescription: 'Moottorissa jakoketju, ei määräaikaista vaihtoa.',
      tyreDescription:
        'Alla kitkarenkaat Nokian Hakkapeliitta R5 205/55 R16 kevytmetallivanteilla, urasyvyys 7 mm. ' +
        'Mukana kesärenkaat Michelin Primacy 4 205/55 R16 peltivanteilla, urasyvyys 5 mm.',
      headlightDescription: 'LED-ajovalot, kirkkaat ja ehjät. Kaukovaloautomatiikka.',
      serviceDescription:
        'Huoltokirja leimattu, kaikki huollot Toyota-merkkiliikkeessä 15 000 km / 12 kk välein. ' +
        'Viimeisin huolto 60 000 km:ssä: öljyt ja suodattimet, raitisilmasuodatin, jarruneste.',
      usingHistoryDescription:
        'Suomi-auto, yksi omistaja. Ollut yksityishenkilön työmatka-autona, ajettu pääosin maantietä.',
      interiorDescription:
        'Siisti ja hajuton sisätila. Kuljettajan istuimen sivutuessa lievää kulumaa, muuten kuin uusi.',
      audioDescription:
        'Toyota Touch 2 -kosketusnäyttö, Apple CarPlay ja Android Auto, DAB+-radio, Bluetooth, 6 kaiutinta.',
      bodyDescription:
        'Hopea metalliväri hyvässä kunnossa. Keulassa muutama pieni kiviniskemä, takapuskurin ' +
        'kulmassa 3 cm:n naarmu. Ei ruostetta eikä kolhuja.',
      testDriveDescription:
        'Koeajettu 20 km kaupunki- ja maantieajona. Auto kulkee suoraan, jarrut ja ohjaus kunnossa, ' +
        'ei sivuääniä. Sähköajo kytkeytyy normaalisti.',
      otherDescription:
        'Kaksi avainta, huoltokirja ja käyttöohjekirja tallella. Myydään vastaanottotarkastettuna.',
    },
  },
  'GTN-838': {
    inspection: { monthsAgo: 5, periodMonths: 12 },
    fields: {
      windscreen: 3,
      doorCount: 4,
      keyCount: 2,
      engineDisplacement: 1968,
      torqueNm: 340,
      co2EmissionNedc: 178,
      vehicleTax: 498.4,
      fuelConsumptionCombined: 6.8,
      commissioningDate: '2019-05-09',
      firstRegistrationDate: '2019-05-09',
      equipment:
        'Webasto-lisälämmitin kellolla, Sortimo-hyllyjärjestelmä, kattoteline ja tikasteline, ' +
        'vetokoukku 2 500 kg, vakionopeudensäädin, ilmastointi, pysäköintitutkat takana, ' +
        'kuljettajan istuimen lämmitys, sivuliukuovi oikealla, takaovet 250°, tavaratilan ' +
        'LED-valaistus, vanerointi ja liukuestelattia',
      auctioneerDescription:
        'Hyvin varusteltu työauto: Sortimo-hyllyt, kattoteline ja Webasto. Jakohihna vaihdettu ' +
        '120 000 km:ssä. ALV-vähennyskelpoinen.',
      technicalDescription:
        'Moottori käy tasaisesti ja vetää hyvin. Vaihteisto toimii, kytkin tarttuu normaalisti. ' +
        'Hiukkassuodatin ja AdBlue-järjestelmä kunnossa, ei vikavaloja.',
      timingBeltDescription:
        'Jakohihna ja vesipumppu vaihdettu 120 000 km:ssä (kuitti merkkiliikkeestä).',
      tyreDescription:
        'Alla kitkarenkaat Nokian Hakkapeliitta CR3 215/65 R16C, urasyvyys 6 mm. Kesärenkaat ' +
        'Continental VanContact 215/65 R16C peltivanteilla, urasyvyys 4 mm.',
      headlightDescription: 'Halogeeniajovalot, lasit kirkkaat. Keulassa LED-lisävalot.',
      serviceDescription:
        'Huollettu merkkiliikkeessä LongLife-ohjelman mukaan, huoltohistoria sähköisessä ' +
        'huoltokirjassa. Viimeisin huolto 135 000 km:ssä. Etujarrujen levyt ja palat vaihdettu ' +
        '128 000 km:ssä.',
      usingHistoryDescription:
        'Yrityksen huoltoauto, yksi omistaja. Ajettu pääosin pääkaupunkiseudulla.',
      interiorDescription:
        'Ohjaamon istuinpäällisissä kulumaa kuljettajan puolella, kojelauta ehjä. Tavaratila ' +
        'vaneroitu ja siisti, hyllyjen kiinnitykset kunnossa.',
      audioDescription: 'Composition Colour -radio, Bluetooth-puhelinyhteys, 2 kaiutinta.',
      bodyDescription:
        'Tavanomaisia käytön jälkiä: liukuoven alareunassa pintaruostetta, takapuskurissa naarmuja. ' +
        'Kattotelineen kiinnityskohdat ehjät.',
      testDriveDescription:
        'Koeajettu 15 km. Moottori ja vaihteisto toimivat, ohjaus suora. Takajousitus kolahtaa ' +
        'tyhjänä isoissa töyssyissä.',
      otherDescription:
        'Kaksi avainta ja Webaston kaukosäädin. Myydään ALV-vähennyskelpoisena, hinta + alv.',
    },
  },
  'MLO-207': {
    inspection: { monthsAgo: 14, periodMonths: 24 },
    fields: {
      windscreen: 1,
      doorCount: 5,
      keyCount: 2,
      engineDisplacement: 1968,
      torqueNm: 340,
      co2EmissionWltp: 121,
      vehicleTax: 476.7,
      fuelConsumptionCombined: 4.6,
      commissioningDate: '2020-02-14',
      firstRegistrationDate: '2020-02-14',
      equipment:
        'Webasto kaukosäätimellä, vetokoukku, adaptiivinen vakionopeudensäädin, Virtual Cockpit, ' +
        'navigointi, peruutuskamera, pysäköintitutkat edessä ja takana, kolmivyöhykeilmastointi, ' +
        'istuinlämmittimet edessä ja takana, sähkötoiminen takaluukku, LED-ajovalot, avaimeton ' +
        'käynnistys, 17" kevytmetallivanteet',
      auctioneerDescription:
        'Tilava ja taloudellinen perheauto: Style-varustelu, vetokoukku ja Webasto. Huoltokirja ' +
        'leimattu, kahdet renkaat.',
      technicalDescription:
        'DSG-vaihteisto vaihtaa pehmeästi, moottori käy tasaisesti. Ei vikakoodeja.',
      timingBeltDescription:
        'Jakohihna vaihdetaan valmistajan ohjeen mukaan 210 000 km:ssä, ei vielä ajankohtainen.',
      tyreDescription:
        'Alla nastarenkaat Nokian Hakkapeliitta 10 205/55 R16 peltivanteilla, urasyvyys 8 mm. ' +
        'Kesärenkaat Michelin Primacy 4 225/45 R17 kevytmetallivanteilla, urasyvyys 5 mm.',
      headlightDescription: 'LED-ajovalot ja -takavalot, ehjät. Ajovalojen pesulaitteet.',
      serviceDescription:
        'Huollettu Skoda-merkkiliikkeessä 30 000 km / 2 v välein, viimeisin huolto 90 000 km:ssä. ' +
        'DSG-öljyt vaihdettu 60 000 km:ssä, jarruneste kahden vuoden välein.',
      usingHistoryDescription:
        'Suomi-auto, toinen omistaja. Kolme ensimmäistä vuotta yritysleasingissa.',
      interiorDescription:
        'Siisti sisätila, takapenkillä lasten turvaistuinten jälkiä. Tavaratilan matto ehjä. ' +
        'Ei tupakoitu.',
      audioDescription:
        'Amundsen-navigointi 8" kosketusnäytöllä, SmartLink (Apple CarPlay, Android Auto), DAB+, ' +
        '8 kaiutinta.',
      bodyDescription:
        'Konepellissä kiviniskemiä, oikean takaoven alareunassa pieni painauma. Muuten hyvä maali.',
      testDriveDescription:
        'Koeajettu 25 km: moottori vetää hyvin, DSG vaihtaa nykimättä, jarrut ja ohjaus kunnossa.',
      otherDescription:
        'Kaksi avainta, huoltokirja ja Webaston kaukosäädin. Vetokoukun irrotettava kuula mukana.',
    },
  },
  'EVT-330': {
    inspection: { monthsAgo: 7, periodMonths: 24 },
    fields: {
      windscreen: 1,
      doorCount: 4,
      keyCount: 2,
      torqueNm: 493,
      co2EmissionWltp: 0,
      vehicleTax: 218.35,
      commissioningDate: '2021-06-10',
      firstRegistrationDate: '2021-06-10',
      peakChargingPower: 250,
      chargingSocketType: 'Type 2 / CCS',
      batteryWarranty: '8 v / 192 000 km, voimassa kesäkuuhun 2029',
      ...view360('EVT-330'),
      equipment:
        'Autopilot, lasikatto, lämpöpumppu, premium-sisusta, istuinlämmittimet edessä ja takana, ' +
        'lämmitettävä ohjauspyörä, sähkösäätöiset muistilliset etuistuimet, kamerat ja Sentry-tila, ' +
        'langaton latausalusta, vetokoukku, 18" Aero-vanteet',
      auctioneerDescription:
        'Long Range -neliveto, lämpöpumppu ja vetokoukku. Akun kunto mitattu: 91 % alkuperäisestä. ' +
        'Kahdet renkaat.',
      technicalDescription:
        'Akun kunto mitattu Aviloo-testillä: 91 % (SoH). Sähkömoottorit ja jousitus kunnossa, ei ' +
        'virheilmoituksia. Ohjelmisto päivitetty.',
      timingBeltDescription: 'Sähköauto: ei jakohihnaa eikä -ketjua.',
      tyreDescription:
        'Alla kitkarenkaat Nokian Hakkapeliitta R5 EV 235/45 R18, urasyvyys 7 mm. Kesärenkaat ' +
        'Michelin Pilot Sport EV 235/45 R18 Aero-vanteilla, urasyvyys 4 mm.',
      headlightDescription: 'LED-ajovalot, kirkkaat ja ehjät.',
      serviceDescription:
        'Teslan huolto-ohjelman mukaan: jarrunesteen tarkastus ja raitisilmasuodattimen vaihto ' +
        'kahden vuoden välein, jarrusatulat huollettu. Huoltohistoria Teslan sovelluksessa, tuloste ' +
        'mukana.',
      usingHistoryDescription:
        'Tuotu Saksasta uutena, Suomessa yksi omistaja. Ladattu pääosin kotona 11 kW:n laturilla.',
      interiorDescription:
        'Valkoinen premium-sisusta siisti, kuljettajan istuimen sivutuessa vähäistä värjäytymistä. ' +
        'Lasikatto ehjä.',
      audioDescription:
        'Premium-äänentoisto 14 kaiutinta ja subwoofer, 15" kosketusnäyttö, Spotify ja internetradio.',
      bodyDescription:
        'Punainen Multi-Coat-maali hyvässä kunnossa, keulassa suojakalvo. Vasemmassa ' +
        'takavanteessa reunakivinaarmu.',
      testDriveDescription:
        'Koeajettu 30 km, myös moottoritiellä. Ei sivuääniä, avustimet ja kamerat toimivat, ' +
        'pikalataus kokeiltu (170 kW).',
      otherDescription: 'Kaksi avainkorttia, Type 2 -latauskaapeli ja Mobile Connector mukana.',
    },
  },
  'ZYF-915': {
    inspection: { monthsAgo: 4, periodMonths: 12 },
    fields: {
      windscreen: 3,
      doorCount: 2,
      keyCount: 2,
      engineDisplacement: 12_777,
      torqueNm: 2500,
      vehicleTax: 1540,
      fuelConsumptionCombined: 32.5,
      commissioningDate: '2018-09-03',
      firstRegistrationDate: '2018-09-03',
      equipment:
        'I-Shift-automaattivaihteisto, Globetrotter-ohjaamo kahdella makuupaikalla, ' +
        'seisontailmastointi, polttoainetoiminen lisälämmitin, jääkaappi, ilmajousitus, nostettava ' +
        'teliakseli, VEB+-moottorijarru, adaptiivinen vakionopeudensäädin, kaistavahti, ' +
        'LED-lisävalot, Jost-vetopöytä',
      auctioneerDescription:
        'Kaukoliikenteen veturi: Globetrotter-ohjaamo ja seisontailmastointi. Huollettu Volvon ' +
        'sopimushuollossa koko ikänsä.',
      technicalDescription:
        'Moottori D13K500, ei öljyvuotoja. I-Shift vaihtaa normaalisti, kytkin vaihdettu ' +
        '540 000 km:ssä. Vikamuisti luettu: ei aktiivisia vikoja.',
      timingBeltDescription: 'Hammaspyörävälitteinen nokka-akselin käyttö, ei jakohihnaa.',
      tyreDescription:
        'Ohjaava akseli Michelin X Line Energy Z 385/55 R22.5, pintaa 9 mm. Vetoakseli Nokian ' +
        'Hakkapeliitta Truck D 315/70 R22.5, pintaa 11 mm. Teliakseli 385/55 R22.5, pintaa 7 mm.',
      headlightDescription:
        'Xenon-ajovalot, LED-kattovalot ja lisävalopaneeli. Kaikki valot toimivat.',
      serviceDescription:
        'Volvo Gold -sopimushuolto 100 000 km:n välein, viimeisin huolto 600 000 km:ssä. ' +
        'Huoltohistoria Volvon järjestelmästä tulosteena.',
      usingHistoryDescription:
        'Yksi omistaja, kotimaan kaukoliikenne Helsinki–Oulu, vetänyt täysperävaunua.',
      interiorDescription:
        'Ohjaamo siisti ikäisekseen, kuljettajan istuimen päällinen uusittu. Patjat ehjät, ei ' +
        'tupakoitu ohjaamossa.',
      audioDescription: 'Radio/CD, Bluetooth-handsfree, Dynafleet-kalustonhallinta, CB-valmius.',
      bodyDescription:
        'Ohjaamo ja runko ehjät, puskurin kulmissa kiviniskemiä. Vetopöydän kulutus normaali.',
      testDriveDescription:
        'Koeajettu 40 km kuormattuna (20 t). Moottori vetää, hidastin ja jarrut toimivat, ' +
        'ilmajousitus pitää korkeuden.',
      otherDescription:
        'Ajopiirturi kalibroitu. Kaksi avainta ja huoltokirja. ALV-vähennyskelpoinen.',
    },
  },
  'NRO-441': {
    inspection: { monthsAgo: 12, periodMonths: 24 },
    fields: {
      windscreen: 1,
      doorCount: 5,
      keyCount: 2,
      engineDisplacement: 1580,
      powerKw: 104,
      torqueNm: 265,
      co2EmissionWltp: 31,
      vehicleTax: 112.42,
      fuelConsumptionCombined: 1.3,
      electricConsumptionCombined: 16.8,
      peakChargingPower: 3.3,
      chargingSocketType: 'Type 2',
      batteryWarranty: '7 v / 150 000 km, voimassa elokuuhun 2027',
      commissioningDate: '2020-08-21',
      firstRegistrationDate: '2020-08-21',
      equipment:
        'Navigointi, peruutuskamera, adaptiivinen vakionopeudensäädin, kaistavahti, ' +
        'istuinlämmittimet ja lämmitettävä ohjauspyörä, lämpöpumppu, kaksialueinen ' +
        'automaatti-ilmastointi, langaton latausalusta, kattokaiteet, 16" kevytmetallivanteet',
      auctioneerDescription:
        'Ladattava hybridi: lyhyet matkat sähköllä, pitkät bensiinillä. Kian takuu voimassa. ' +
        'Kahdet renkaat.',
      technicalDescription:
        'Hybridijärjestelmä ja kaksoiskytkinvaihteisto toimivat moitteetta. Ajoakun kunto ' +
        'merkkiliikkeen testissä hyvä.',
      timingBeltDescription: 'Moottorissa jakoketju, ei määräaikaista vaihtoa.',
      tyreDescription:
        'Alla kitkarenkaat Continental VikingContact 7 205/60 R16, urasyvyys 6 mm. Kesärenkaat ' +
        'Michelin Primacy 4 kevytmetallivanteilla, urasyvyys 4 mm.',
      headlightDescription: 'Halogeeniajovalot, LED-päiväajovalot. Lasit kirkkaat.',
      serviceDescription:
        'Kaikki huollot Kia-merkkiliikkeessä 15 000 km / 12 kk välein takuun ehtojen mukaisesti. ' +
        'Viimeisin huolto 75 000 km:ssä.',
      usingHistoryDescription:
        'Suomi-auto, yksi omistaja. Työmatkat ajettu pääosin sähköllä, ladattu kotona.',
      interiorDescription:
        'Siisti sisätila, nahkaverhoilu ehjä. Takaistuimen selkänojassa koiraverkon ' +
        'kiinnitysjäljet.',
      audioDescription:
        'JBL-äänentoisto 8 kaiutinta, 8" navigointinäyttö, Apple CarPlay ja Android Auto, DAB+.',
      bodyDescription: 'Hyvä maali, etupuskurissa pieni naarmu. Ei kolhuja.',
      testDriveDescription:
        'Koeajettu 20 km sähköllä ja bensiinillä, siirtymät huomaamattomia. Jarrut ja ohjaus ' +
        'kunnossa.',
      otherDescription: 'Kaksi avainta, Type 2 -latauskaapeli ja hätälatauskaapeli mukana.',
    },
  },
  'FTC-619': {
    inspection: { monthsAgo: 8, periodMonths: 12 },
    fields: {
      windscreen: 1,
      doorCount: 4,
      keyCount: 2,
      engineDisplacement: 1995,
      powerKw: 96,
      torqueNm: 385,
      co2EmissionNedc: 162,
      vehicleTax: 455.25,
      fuelConsumptionCombined: 6.3,
      commissioningDate: '2019-11-05',
      firstRegistrationDate: '2019-11-05',
      equipment:
        'Webasto, vakionopeudensäädin, peruutuskamera, pysäköintitutkat edessä ja takana, ' +
        'ilmastointi, lämmitettävä tuulilasi, kolmen hengen ohjaamo, sivuliukuovet molemmin ' +
        'puolin, vetokoukku, tavaratilan vanerointi ja LED-valot',
      auctioneerDescription:
        'Pitkä L2-malli, liukuovet molemmilla puolilla ja lämmitettävä tuulilasi. Siisti työauto.',
      technicalDescription:
        'Moottori käy tasaisesti, vaihteisto ja kytkin kunnossa. AdBlue-järjestelmä toimii, ei ' +
        'vikavaloja.',
      timingBeltDescription:
        'Öljykylpyinen jakohihna, valmistajan vaihtoväli 240 000 km / 10 v: ei vielä ajankohtainen.',
      tyreDescription:
        'Alla kitkarenkaat Michelin Agilis Alpin 215/65 R16C, urasyvyys 6 mm. Kesärenkaat ' +
        'peltivanteilla, urasyvyys 4 mm.',
      headlightDescription: 'Halogeeniajovalot, lasit hieman samentuneet. Sumuvalot edessä.',
      serviceDescription:
        'Huollettu Ford-merkkiliikkeessä 30 000 km:n välein, viimeisin huolto 110 000 km:ssä. ' +
        'Kytkin ja kaksoismassavauhtipyörä vaihdettu 98 000 km:ssä.',
      usingHistoryDescription: 'Sähköurakoitsijan asennusauto, yksi omistaja.',
      interiorDescription:
        'Ohjaamossa käytön mukaista kulumaa, istuinsuojat alla. Tavaratila vaneroitu.',
      audioDescription: 'SYNC 3 -kosketusnäyttö, Apple CarPlay ja Android Auto, DAB+, Bluetooth.',
      bodyDescription:
        'Kyljissä teippausten jäljet (tarrat poistettu), oikeassa takakulmassa pieni painauma. ' +
        'Ei ruostetta.',
      testDriveDescription: 'Koeajettu 15 km. Ajettavuus hyvä, jarrut pitävät suoraan.',
      otherDescription: 'Kaksi avainta ja huoltokirja. Hinta + alv.',
    },
  },
  'SPR-316': {
    inspection: { monthsAgo: 10, periodMonths: 12 },
    fields: {
      windscreen: 2,
      doorCount: 4,
      keyCount: 2,
      engineDisplacement: 2143,
      powerKw: 120,
      torqueNm: 360,
      co2EmissionNedc: 198,
      vehicleTax: 566.3,
      fuelConsumptionCombined: 8.1,
      commissioningDate: '2017-04-12',
      firstRegistrationDate: '2017-04-12',
      equipment:
        'Automaattinen ilmastointi, Webasto, vakionopeudensäädin, peruutuskamera, vetokoukku ' +
        '3 000 kg, tavaratilan kiinnityskiskot ja LED-valot, sivuliukuovi oikealla, takaovet 270°, ' +
        'kolmen hengen ohjaamo',
      auctioneerDescription:
        'Luotettava takavetoinen Sprinter, vetokoukku 3 000 kg. Tarjouskauppa: myyjä valitsee ' +
        'ostajan huutokaupan päätyttyä.',
      technicalDescription:
        'Moottori käy tasaisesti, ei öljyvuotoja. Vaihteisto toimii, kytkin tarttuu normaalisti. ' +
        'Pakoputkisto ja hiukkassuodatin kunnossa.',
      timingBeltDescription: 'Moottorissa jakoketju, tarkastettu 180 000 km:ssä: kunnossa.',
      tyreDescription:
        'Alla kitkarenkaat Nokian Hakkapeliitta CR3 235/65 R16C, urasyvyys 5 mm. Ei kesärenkaita.',
      headlightDescription: 'Halogeeniajovalot, lasit kirkkaat. Vasen ajovalo uusittu.',
      serviceDescription:
        'Huollettu Mercedes-Benz-huollossa 40 000 km:n välein, viimeisin huolto 200 000 km:ssä. ' +
        'Takajarrut uusittu 190 000 km:ssä.',
      usingHistoryDescription: 'Kuljetusliikkeen jakeluauto, kaksi omistajaa.',
      interiorDescription:
        'Ohjaamon istuimissa kulumaa, kuljettajan istuimen päällinen vaihdettu. Tavaratilan ' +
        'lattia vaneroitu, seinävanereissa iskujälkiä.',
      audioDescription: 'Audio 15 -radio ja Bluetooth-handsfree. Ei navigaattoria.',
      bodyDescription:
        'Kiviniskemiä keulassa, liukuoven kiskon alla pintaruostetta. Takaovien saranat kunnossa.',
      testDriveDescription:
        'Koeajettu 15 km tyhjänä. Moottori vetää hyvin, vaihteisto toimii, ohjauksessa ei välystä.',
      otherDescription: 'Kaksi avainta. Myydään tarjouskaupalla, hinta + alv.',
    },
  },
  'XFV-530': {
    inspection: { monthsAgo: 11, periodMonths: 12 },
    fields: {
      windscreen: 1,
      doorCount: 5,
      keyCount: 2,
      engineDisplacement: 2993,
      powerKw: 195,
      torqueNm: 620,
      co2EmissionNedc: 158,
      vehicleTax: 941.85,
      fuelConsumptionCombined: 6,
      commissioningDate: '2018-12-14',
      firstRegistrationDate: '2018-12-14',
      ...view360('XFV-530'),
      equipment:
        'M Sport -paketti, ilmajousitus, panoraamalasikatto, Harman Kardon -äänentoisto, ' +
        'adaptiiviset LED-ajovalot, tuulilasinäyttö, 360°-kamerat, Driving Assistant Professional, ' +
        'sähkösäätöiset muistilliset etuistuimet, istuinlämmittimet edessä ja takana, ' +
        'nelivyöhykeilmastointi, sähkötoiminen vetokoukku, Webasto, 20" M-kevytmetallivanteet',
      auctioneerDescription:
        'Näyttävä ja hyvin varusteltu X5 M Sport: ilmajousitus, panoraamakatto ja Harman Kardon. ' +
        'Huoltohistoria BMW:n järjestelmässä.',
      technicalDescription:
        'Moottori ja automaattivaihteisto toimivat moitteetta, vaihteistoöljy vaihdettu ' +
        '120 000 km:ssä. Ilmajousitus pitää korkeuden.',
      timingBeltDescription: 'Moottorissa jakoketju, ei määräaikaista vaihtoa.',
      tyreDescription:
        'Alla kitkarenkaat Pirelli Ice Zero Asimmetrico 275/45 R20, urasyvyys 7 mm. Kesärenkaat ' +
        'M-vanteilla, urasyvyys 5 mm.',
      headlightDescription: 'Adaptiiviset LED-ajovalot ja kaukovaloavustin, lasit kirkkaat.',
      serviceDescription:
        'Huollettu BMW-merkkiliikkeessä huoltotarpeen mukaan, viimeisin huolto 150 000 km:ssä ' +
        '(öljyt, suodattimet, jarruneste). Etujarrut uusittu 140 000 km:ssä.',
      usingHistoryDescription:
        'Suomi-auto, kaksi omistajaa. Ajettu paljon maantietä, kesäisin vedetty venetraileria.',
      interiorDescription:
        'Musta Vernasca-nahka siisti, kuljettajan istuimen sivutuessa kulumaa. Lasikatto ja ' +
        'verho toimivat. Ei tupakoitu.',
      audioDescription:
        'Harman Kardon surround -äänentoisto, Live Cockpit Professional, navigointi, ' +
        'Apple CarPlay, DAB+.',
      bodyDescription:
        'Musta metalliväri kiillotettu, keulassa kiviniskemiä, vasemman etulokasuojan reunassa ' +
        'pieni naarmu.',
      testDriveDescription:
        'Koeajettu 40 km. Erinomainen ajettavuus, ei sivuääniä. Avustinjärjestelmät toimivat.',
      otherDescription: 'Kaksi avainta, huoltohistorian tuloste ja käyttöohjeet.',
    },
  },
  'ZX-771': {
    fields: {
      windscreen: 1,
      doorCount: 2,
      keyCount: 2,
      engineDisplacement: 4900,
      powerKw: 126,
      torqueNm: 730,
      commissioningDate: '2016-04-20',
      firstRegistrationDate: '2016-04-20',
      equipment:
        'Portaaton Direct-voimansiirto, etunostolaite ja etuvoimanotto, etukuormaimen valmius, ' +
        'ilmajousitettu ohjaamo, ilmastointi, TwinTrac-peruutusohjaus, ISOBUS, neljän nopeuden ' +
        'voimanotto, perävaunun paineilmajarrut, LED-työvalot',
      auctioneerDescription:
        'Hyvin pidetty N175 Direct: portaaton vaihteisto, etunostolaite ja TwinTrac. Säilytetty ' +
        'lämpimässä hallissa.',
      technicalDescription:
        'Moottori käy tasaisesti ja vetää hyvin. Vaihteisto, hydrauliikka ja voimanotot toimivat. ' +
        'Etuakselin jousitus kunnossa.',
      timingBeltDescription: 'AGCO Power -moottori, hammaspyöräkäyttöinen: ei jakohihnaa.',
      tyreDescription:
        'Edessä Nokian Tractor King 540/65 R28, pintaa noin 60 %. Takana 650/65 R38, pintaa noin ' +
        '55 %.',
      headlightDescription: 'Ajovalot ehjät, katolla 8 LED-työvaloa.',
      serviceDescription:
        'Huollettu Valtra-huollossa 500 käyttötunnin välein, viimeisin huolto 7 000 tunnissa ' +
        '(öljyt, suodattimet, hydrauliikkaöljy).',
      usingHistoryDescription:
        'Maatilan pääkone, yksi omistaja. Ajettu pääosin kyntöä ja paalausta.',
      interiorDescription:
        'Ohjaamo siisti, istuimen päällinen ehjä. Ikkunat ehjät, ilmastointi toimii.',
      audioDescription: 'Radio/CD ja Bluetooth-handsfree.',
      bodyDescription: 'Konepellin maali hieman haalistunut, etupainoissa naarmuja. Ei vaurioita.',
      testDriveDescription:
        'Koeajettu pihalla ja maantiellä, voimanotto, nostolaitteet ja hydrauliikka kokeiltu.',
      otherDescription:
        'Käyttötunnit 7 400 h. Kaksi avainta, huoltokirja ja käyttöohjeet. Etupainot 600 kg mukana.',
    },
  },
  'AUD-640': {
    inspection: { monthsAgo: 18, periodMonths: 24 },
    fields: {
      windscreen: 1,
      doorCount: 5,
      keyCount: 2,
      engineDisplacement: 1968,
      powerKw: 150,
      torqueNm: 400,
      co2EmissionWltp: 149,
      vehicleTax: 587.65,
      fuelConsumptionCombined: 5.6,
      commissioningDate: '2019-03-29',
      firstRegistrationDate: '2019-03-29',
      ...view360('AUD-640'),
      equipment:
        'Matrix LED -ajovalot, MMI Navigation plus, Virtual Cockpit, adaptiivinen ' +
        'vakionopeudensäädin, pysäköintitutkat ja peruutuskamera, nelivyöhykeilmastointi, Webasto, ' +
        'sähkötoiminen takaluukku, istuinlämmittimet edessä ja takana, sähköisesti kääntyvä ' +
        'vetokoukku, 18" kevytmetallivanteet',
      auctioneerDescription:
        'Tyylikäs ja taloudellinen quattro-farmari: Matrix LED, Webasto ja vetokoukku.',
      technicalDescription:
        'Moottori ja S tronic -vaihteisto toimivat moitteetta, quattro-veto kunnossa. Ei vikakoodeja.',
      timingBeltDescription: 'Jakohihnan vaihtoväli 210 000 km, ei vielä ajankohtainen.',
      tyreDescription:
        'Alla nastarenkaat Nokian Hakkapeliitta 10 225/55 R17, urasyvyys 8 mm. Kesärenkaat ' +
        'Continental PremiumContact 6 245/45 R18, urasyvyys 5 mm.',
      headlightDescription: 'Matrix LED -ajovalot, lasit kirkkaat.',
      serviceDescription:
        'Huollettu Audi-merkkiliikkeessä, viimeisin huolto 120 000 km:ssä, jolloin myös S tronic ' +
        '-öljyt vaihdettu.',
      usingHistoryDescription: 'Suomi-auto yritysleasingista, yksi käyttäjä.',
      interiorDescription:
        'Musta nahka-alcantaraverhoilu siisti, ohjauspyörän nahka hieman kulunut. Ei tupakoitu.',
      audioDescription:
        'Audi Sound System 10 kaiutinta, MMI Navigation plus, Apple CarPlay ja Android Auto, DAB+.',
      bodyDescription: 'Harmaa metalliväri hyvässä kunnossa, takapuskurissa pieni naarmu.',
      testDriveDescription: 'Koeajettu 25 km, ajettavuus erinomainen, ei sivuääniä.',
      otherDescription: 'Kaksi avainta, huoltohistoria sähköisenä.',
    },
  },
  'HLX-224': {
    inspection: { monthsAgo: 10, periodMonths: 24 },
    fields: {
      windscreen: 3,
      doorCount: 4,
      keyCount: 2,
      engineDisplacement: 2393,
      powerKw: 110,
      torqueNm: 400,
      co2EmissionNedc: 204,
      vehicleTax: 612.3,
      fuelConsumptionCombined: 7.8,
      commissioningDate: '2019-06-07',
      firstRegistrationDate: '2019-06-07',
      equipment:
        'Vetokoukku 3 500 kg, lavakate, lavan muovisuoja, peruutuskamera, vakionopeudensäädin, ' +
        'ilmastointi, istuinlämmittimet, Webasto, LED-lisävalot, kytkettävä neliveto ja ' +
        'alennusvaihteisto, takatasauspyörästön lukko',
      auctioneerDescription:
        'Luotettava työ- ja vapaa-ajan Hilux: lavakate, Webasto ja vetokoukku 3 500 kg.',
      technicalDescription:
        'Moottori käy tasaisesti, neliveto ja alennusvaihteisto kytkeytyvät normaalisti. ' +
        'Takatasauspyörästön lukko toimii.',
      timingBeltDescription: 'Moottorissa jakoketju, ei määräaikaista vaihtoa.',
      tyreDescription:
        'Alla nastarenkaat Nokian Hakkapeliitta LT3 265/65 R17, urasyvyys 9 mm. Kesärenkaat ' +
        'BFGoodrich All-Terrain 265/65 R17, urasyvyys 7 mm.',
      headlightDescription: 'Halogeeniajovalot ja LED-lisävalot, lasit kirkkaat.',
      serviceDescription:
        'Huollettu Toyota-merkkiliikkeessä 15 000 km / 12 kk välein, viimeisin huolto ' +
        '105 000 km:ssä.',
      usingHistoryDescription: 'Rakennusliikkeen työnjohtajan auto, yksi omistaja.',
      interiorDescription:
        'Kangasverhoilu siisti, takapenkin lattiamatoissa kulumaa. Ei tupakoitu.',
      audioDescription: 'Toyota Touch 2 -kosketusnäyttö, Bluetooth, DAB+.',
      bodyDescription:
        'Lavan reunoissa kuormausjälkiä, kyljissä pieniä naarmuja. Alusta ruosteeton.',
      testDriveDescription: 'Koeajettu 20 km, myös soratiellä; neliveto kokeiltu.',
      otherDescription: 'Kaksi avainta ja huoltokirja. Hinta + alv.',
    },
  },
};

const monthsFrom = (instant: Date, months: number) => {
  const moved = new Date(instant);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

/**
 * The item's description, equipment, condition and technical fields; its inspection dates and
 * test drive (two days before the auction starts) relative to `now` and `start`.
 */
export function demoDetailsOf(licenseNumber: string, now: Date, start: Date): Partial<DraftFields> {
  const demo = details[licenseNumber];
  if (!demo) throw new Error(`No demo details for ${licenseNumber}`);
  const inspected = demo.inspection ? monthsFrom(now, -demo.inspection.monthsAgo) : null;
  return {
    ...demo.fields,
    testDriveDate: helsinkiDateKey(new Date(start.getTime() - 2 * 86_400_000)),
    ...(inspected && demo.inspection
      ? {
          lastTechInspection: helsinkiDateKey(inspected),
          nextTechInspectionEnd: helsinkiDateKey(
            monthsFrom(inspected, demo.inspection.periodMonths),
          ),
        }
      : {}),
  };
}
