/**
 * Arabic names of the Arab-world cities of the server's offline geocoder
 * (apps/server/src/location/cities.json), keyed by the English name the server stores. Cities
 * elsewhere keep their English name in Arabic (as the geocoder gives it); countries come from Intl.
 */
export const CITY_NAMES_AR: Readonly<Record<string, string>> = {
  Riyadh: "الرياض", Jeddah: "جدة", Mecca: "مكة المكرمة", Medina: "المدينة المنورة", Dammam: "الدمام", Khobar: "الخبر", Taif: "الطائف",
  Tabuk: "تبوك", Buraidah: "بريدة", Abha: "أبها", Hail: "حائل", Jazan: "جازان", Najran: "نجران", "Al Hofuf": "الهفوف", Yanbu: "ينبع",
  Dubai: "دبي", "Abu Dhabi": "أبوظبي", Sharjah: "الشارقة", "Al Ain": "العين", "Ras Al Khaimah": "رأس الخيمة", Fujairah: "الفجيرة", Ajman: "عجمان",
  Doha: "الدوحة", "Al Wakrah": "الوكرة", "Kuwait City": "مدينة الكويت", "Al Ahmadi": "الأحمدي", Manama: "المنامة",
  Muscat: "مسقط", Salalah: "صلالة", Sohar: "صحار", Nizwa: "نزوى",
  Sanaa: "صنعاء", Aden: "عدن", Taiz: "تعز", "Al Hudaydah": "الحديدة", Mukalla: "المكلا",
  Baghdad: "بغداد", Basra: "البصرة", Mosul: "الموصل", Erbil: "أربيل", Sulaymaniyah: "السليمانية", Najaf: "النجف", Karbala: "كربلاء", Kirkuk: "كركوك",
  Amman: "عمّان", Zarqa: "الزرقاء", Irbid: "إربد", Aqaba: "العقبة",
  Beirut: "بيروت", Tripoli: "طرابلس", Sidon: "صيدا",
  Damascus: "دمشق", Aleppo: "حلب", Homs: "حمص", Latakia: "اللاذقية", Hama: "حماة",
  Jerusalem: "القدس", Gaza: "غزة", Ramallah: "رام الله", Nablus: "نابلس", Hebron: "الخليل",
  Cairo: "القاهرة", Giza: "الجيزة", Alexandria: "الإسكندرية", "Port Said": "بورسعيد", Suez: "السويس", Luxor: "الأقصر", Aswan: "أسوان",
  Mansoura: "المنصورة", Tanta: "طنطا", Asyut: "أسيوط", Ismailia: "الإسماعيلية", Hurghada: "الغردقة", "Sharm El Sheikh": "شرم الشيخ",
  Zagazig: "الزقازيق", Faiyum: "الفيوم", Minya: "المنيا",
  Khartoum: "الخرطوم", Omdurman: "أم درمان", "Port Sudan": "بورتسودان",
  Benghazi: "بنغازي", Misrata: "مصراتة",
  Tunis: "تونس", Sfax: "صفاقس", Sousse: "سوسة",
  Algiers: "الجزائر", Oran: "وهران", Constantine: "قسنطينة", Annaba: "عنابة", Blida: "البليدة", Setif: "سطيف",
  Casablanca: "الدار البيضاء", Rabat: "الرباط", Marrakesh: "مراكش", Fez: "فاس", Tangier: "طنجة", Agadir: "أكادير", Meknes: "مكناس", Oujda: "وجدة",
  Nouakchott: "نواكشوط", Djibouti: "جيبوتي", Mogadishu: "مقديشو",
  London: "لندن", Paris: "باريس", "New York": "نيويورك", Istanbul: "إسطنبول", Berlin: "برلين", Madrid: "مدريد", Rome: "روما", Oslo: "أوسلو",
};
