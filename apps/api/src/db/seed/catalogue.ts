// Hand-written catalogue seed: African products sold to shoppers in Ghana.
// Money is in pesewas (GHS 1.00 = 100), weight in grams. Images live in apps/api/assets/media/
// and are drawn by apps/api/scripts/draw-catalogue-images.mjs.

import type { SeedBrand, SeedCategory, SeedProduct, SeedStore } from './catalogue-types.js';

export const stores: SeedStore[] = [
  { slug: 'makola-accra', name: 'Makola Market Shop', city: 'Accra', region: 'Greater Accra' },
  { slug: 'kejetia-kumasi', name: 'Kejetia Crafts & Provisions', city: 'Kumasi', region: 'Ashanti' },
  { slug: 'tamale-savanna', name: 'Tamale Savanna Store', city: 'Tamale', region: 'Northern' },
  { slug: 'bolga-crafts', name: 'Bolga Crafts Centre', city: 'Bolgatanga', region: 'Upper East' },
  { slug: 'cape-coast-heritage', name: 'Cape Coast Heritage Shop', city: 'Cape Coast', region: 'Central' },
  { slug: 'ho-volta-produce', name: 'Ho Volta Produce Store', city: 'Ho', region: 'Volta' },
  { slug: 'koforidua-bead-cocoa', name: 'Koforidua Bead & Cocoa House', city: 'Koforidua', region: 'Eastern' },
];

export const brands: SeedBrand[] = [
  {
    slug: 'nyankpala-shea',
    featured: true,
    name: "Nyankpala Women's Shea Co-operative",
    description:
      'About 120 women from villages around Nyankpala, west of Tamale, who pick shea nuts from wild trees and process them by hand. The co-operative owns its own roasting and kneading shed, so the butter never leaves the women until it is packed.',
  },
  {
    slug: 'anidaso-soap',
    name: 'Anidaso Black Soap Works',
    description:
      'A family soap yard in Kumasi that has cooked alata samina for three generations from plantain-peel and cocoa-pod ash. Every batch is cured on wooden racks for at least two weeks before it is cut.',
  },
  {
    slug: 'bonwire-kente',
    featured: true,
    name: "Bonwire Kente Weavers' Association",
    description:
      'Master weavers and apprentices from Bonwire in the Ashanti Region, the town most closely tied to the history of kente. Each piece is woven strip by strip on a narrow wooden loom and sewn together by hand.',
  },
  {
    slug: 'ntonso-adinkra',
    name: 'Ntonso Adinkra Printers',
    description:
      'Printers in Ntonso, north of Kumasi, who still carve their own stamps from calabash and boil adinkra dye from badie tree bark. Visitors can watch the whole process at their open-air yard.',
  },
  {
    slug: 'aburi-batik',
    name: 'Aburi Batik House',
    description:
      'A small dye studio on the Akuapem ridge that works with wax-resist batik and tie-dye on Ghanaian and imported cotton. The team of six mixes its colours in small batches, so no two bolts are quite alike.',
  },
  {
    slug: 'krobo-beads',
    featured: true,
    name: 'Odumase Krobo Bead House',
    description:
      'Bead makers from Odumase Krobo in the Eastern Region who turn crushed bottle glass into powder-glass beads in clay moulds and wood-fired kilns. They also string the beads into waist beads, necklaces and bracelets at their workshop.',
  },
  {
    slug: 'krofofrom-brass',
    name: 'Krofofrom Brass Casters',
    description:
      'Lost-wax brass casters from Krofofrom near Kumasi, a village that has cast Akan brass for centuries. They model every piece in beeswax before it is invested in clay and cast in recycled brass.',
  },
  {
    slug: 'suhum-cocoa',
    name: 'Suhum Bean to Bar',
    description:
      'A small chocolate maker in Suhum, in the heart of the Eastern Region cocoa belt, buying fermented beans directly from farms within 30 km. Roasting, grinding and tempering happen in one workshop beside the main road.',
  },
  {
    slug: 'auntie-amas-kitchen',
    name: "Auntie Ama's Kitchen",
    description:
      "An Accra kitchen started by Ama Boateng, who sold shito from her home at Dansoman before moving to a licensed production room. Recipes are her mother's, and the dried fish and peppers are bought from Makola every week.",
  },
  {
    slug: 'savanna-harvest',
    name: 'Savanna Harvest',
    description:
      'A Tamale-based trader that buys hibiscus, moringa, baobab and dawadawa from farming groups across the Northern and Upper East Regions. Everything is dried in shade houses and cleaned by hand before packing.',
  },
  {
    slug: 'zaare-weavers',
    featured: true,
    name: 'Zaare Basket Weavers',
    description:
      'A weaving group from Zaare, on the edge of Bolgatanga, working in the elephant-grass tradition that Bolga baskets are known for. Weavers split, twist and dye the straw themselves, and the leather handles come from tanners in town.',
  },
  {
    slug: 'vume-potters',
    name: 'Vume Potters',
    description:
      'Women potters from Vume on the lower Volta River, where pottery has been made from river clay for generations. Pots are shaped by hand without a wheel and fired in an open bonfire.',
  },
  {
    slug: 'ahwiaa-carvers',
    name: 'Ahwiaa Woodcarvers',
    description:
      'Carvers from Ahwiaa, the woodcarving village on the Kumasi to Mampong road. They work mainly in sese wood and finish their pieces with a traditional blackening of soot and shoe polish or with clear wax.',
  },
  {
    slug: 'jamestown-canvas',
    name: 'Jamestown Canvas Collective',
    description:
      'Five painters who share a studio near the lighthouse in Jamestown, Accra. They paint the coast, markets and people around them in acrylic on locally stretched canvas.',
  },
  {
    slug: 'avenor-gari',
    name: "Avenor Women's Gari Processors",
    description:
      'A group of cassava farmers and processors near Akatsi in the Volta Region who grate, press and roast their own cassava. They also press red palm oil and mill corn for banku and porridge flours.',
  },
  {
    slug: 'lawra-fonio',
    name: 'Lawra Fonio Growers',
    description:
      'Smallholder farmers around Lawra in the Upper West Region who grow fonio, pearl millet and bambara beans on rain-fed fields. Grain is threshed, winnowed and washed in the villages before it travels south.',
  },
  {
    slug: 'daboya-weavers',
    name: 'Daboya Smock Weavers',
    description:
      'Weavers and tailors from Daboya on the White Volta, a town known for its indigo dye pits and hand-woven cotton strips. They weave the strips for fugu smocks and sew them up in their own workshop.',
  },
];

export const categories: SeedCategory[] = [
  {
    slug: 'shea-skin-care',
    name: 'Shea & Skin Care',
    description:
      'Unrefined shea butter, plant oils and balms made by hand, mostly by women in northern Ghana. Simple ingredients you can use on skin, hair and lips.',
    featured: true,
    image: 'categories/shea-skin-care.svg',
    translations: {
      es: { name: 'Karité y cuidado de la piel', description: 'Manteca de karité sin refinar, aceites vegetales y bálsamos hechos a mano, sobre todo por mujeres del norte de Ghana. Ingredientes sencillos para la piel, el cabello y los labios.' },
      zh: { name: '乳木果与护肤', description: '未精炼的乳木果油、植物油和润肤膏，均为手工制作，大多出自加纳北部妇女之手。成分简单，可用于肌肤、头发和嘴唇。' },
    },
  },
  {
    slug: 'black-soap-bath',
    name: 'Black Soap & Bath',
    description:
      'Traditional African black soap made from plant ash and palm kernel oil, plus the bath nets Ghanaians grew up with.',
    featured: true,
    image: 'categories/black-soap-bath.svg',
    translations: {
      es: { name: 'Jabón negro y baño', description: 'Jabón negro africano tradicional, hecho con ceniza vegetal y aceite de palmiste, y las redes de baño con las que crecieron los ghaneses.' },
      zh: { name: '黑皂与沐浴', description: '传统非洲黑皂，由植物灰和棕榈仁油制成；还有加纳人从小用到大的沐浴网。' },
    },
  },
  {
    slug: 'kente-textiles',
    name: 'Kente & Textiles',
    description:
      'Hand-woven kente from Bonwire, stamped adinkra cloth from Ntonso, northern smocks and batik, sold by the yard or made up.',
    featured: true,
    image: 'categories/kente-textiles.svg',
    translations: {
      es: { name: 'Kente y textiles', description: 'Kente tejido a mano de Bonwire, tela adinkra estampada de Ntonso, blusones del norte y batik, por yardas o ya confeccionados.' },
      zh: { name: '肯特布与纺织品', description: '邦维尔的手织肯特布、恩通索的阿丁克拉印花布、北部罩衫和蜡染布，可按码购买，也有成品。' },
    },
  },
  {
    slug: 'waist-beads-jewellery',
    name: 'Waist Beads & Jewellery',
    description:
      'Krobo powder-glass beads, waist beads and lost-wax brass jewellery from workshops in the Eastern and Ashanti Regions.',
    featured: true,
    image: 'categories/waist-beads-jewellery.svg',
    translations: {
      es: { name: 'Cuentas de cintura y joyería', description: 'Cuentas krobo de vidrio en polvo, cuentas de cintura y joyas de latón a la cera perdida de talleres de las regiones Oriental y Ashanti.' },
      zh: { name: '腰珠与首饰', description: '来自东部地区和阿散蒂地区作坊的克罗博玻璃粉珠、腰珠和失蜡法黄铜首饰。' },
    },
  },
  {
    slug: 'cocoa-chocolate',
    name: 'Cocoa & Chocolate',
    description: 'Chocolate, cocoa powder and nibs made in Ghana from Ghanaian beans, a short drive from the farms.',
    featured: true,
    image: 'categories/cocoa-chocolate.svg',
    translations: {
      es: { name: 'Cacao y chocolate', description: 'Chocolate, cacao en polvo y nibs de cacao elaborados en Ghana con granos ghaneses, a poca distancia de las fincas.' },
      zh: { name: '可可与巧克力', description: '在加纳用加纳可可豆制作的巧克力、可可粉和可可碎粒，离农场只有一小段车程。' },
    },
  },
  {
    slug: 'spices-seasonings',
    name: 'Spices & Seasonings',
    description: 'Shito, suya spice, dawadawa and the dried pods and seeds that flavour Ghanaian soups and stews.',
    featured: false,
    image: 'categories/spices-seasonings.svg',
    translations: {
      es: { name: 'Especias y condimentos', description: 'Shito, especia suya, dawadawa y las vainas y semillas secas que dan sabor a las sopas y guisos ghaneses.' },
      zh: { name: '香料与调味品', description: '希托辣酱、苏亚香料、达瓦达瓦，以及为加纳汤品和炖菜增添风味的干豆荚和种子。' },
    },
  },
  {
    slug: 'teas-drinks',
    name: 'Teas & Drinks',
    description: 'Sobolo hibiscus, lemongrass, moringa and baobab, dried in the north and ready to brew or stir in.',
    featured: false,
    image: 'categories/teas-drinks.svg',
    translations: {
      es: { name: 'Tés y bebidas', description: 'Hibisco para sobolo, hierba limón, moringa y baobab, secados en el norte y listos para infusionar o mezclar.' },
      zh: { name: '茶与饮品', description: '索博洛洛神花、柠檬草、辣木和猴面包树果，在北部晒干，可直接冲泡或调入饮品。' },
    },
  },
  {
    slug: 'baskets-home',
    name: 'Baskets & Home',
    description:
      'Bolga baskets and fans, Volta clay pots and hand-woven and printed textiles for the home.',
    featured: false,
    image: 'categories/baskets-home.svg',
    translations: {
      es: { name: 'Cestas y hogar', description: 'Cestas y abanicos de Bolga, vasijas de barro del Volta y textiles tejidos a mano y estampados para el hogar.' },
      zh: { name: '编织篮与家居', description: '博尔加编织篮和扇子、沃尔特陶罐，以及手织和印花的家居纺织品。' },
    },
  },
  {
    slug: 'art-decor',
    name: 'Art & Decor',
    description: 'Wood carvings from Ahwiaa, brass from Krofofrom, oware boards and original paintings from Accra.',
    featured: false,
    image: 'categories/art-decor.svg',
    translations: {
      es: { name: 'Arte y decoración', description: 'Tallas de madera de Ahwiaa, latón de Krofofrom, tableros de oware y pinturas originales de Accra.' },
      zh: { name: '艺术与装饰', description: '阿维亚的木雕、克罗福夫罗姆的黄铜制品、奥瓦雷棋盘，以及来自阿克拉的原创画作。' },
    },
  },
  {
    slug: 'food-staples',
    name: 'Food Staples',
    description: 'Gari, red palm oil, banku mix, fonio, millet and beans: the pantry basics of Ghanaian cooking.',
    featured: false,
    image: 'categories/food-staples.svg',
    translations: {
      es: { name: 'Alimentos básicos', description: 'Gari, aceite de palma rojo, mezcla para banku, fonio, mijo y alubias: lo básico de la despensa de la cocina ghanesa.' },
      zh: { name: '主食与粮油', description: '加里木薯粉、红棕榈油、班库粉、福尼奥米、小米和豆类：加纳家常烹饪的必备食材。' },
    },
  },
];

const img = (slug: string): string[] => [
  `products/${slug}-1.svg`,
  `products/${slug}-2.svg`,
  `products/${slug}-3.svg`,
];

/**
 * The pictures of one colour of a product, drawn in that colour by the drawing script (which finds these calls):
 * products/<slug>-<colour>-1.svg and so on, e.g. variantImg('batik-cotton-fabric', 'Indigo').
 */
const variantImg = (slug: string, colour: string): string[] =>
  img(
    `${slug}-${colour
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`,
  );

export const products: SeedProduct[] = [
  // ---------------------------------------------------------------- Shea & Skin Care
  {
    slug: 'raw-shea-butter',
    featured: true,
    name: 'Raw Unrefined Shea Butter',
    description:
      'Shea nuts gathered from wild trees around Nyankpala are cracked, roasted, ground and kneaded by hand before the butter is boiled off and set. It is ivory to pale yellow with a mild nutty smell, and it melts as soon as it touches warm skin. Use a small amount on dry skin, hair ends and cracked heels; if it turns grainy after hot weather, it is still perfectly good.',
    brand: 'nyankpala-shea',
    category: 'shea-skin-care',
    store: 'tamale-savanna',
    images: img('raw-shea-butter'),
    stocks: [
      { sku: 'SHEA-RAW-250', pricePesewas: 3000, discountPercentage: 0, quantity: 140, moq: 1, weightGrams: 290, freeDelivery: false, attributes: { Size: '250 g' } },
      { sku: 'SHEA-RAW-500', pricePesewas: 5500, discountPercentage: 0, quantity: 85, moq: 1, weightGrams: 560, freeDelivery: false, attributes: { Size: '500 g' } },
      { sku: 'SHEA-RAW-1000', pricePesewas: 10000, discountPercentage: 10, quantity: 40, moq: 1, weightGrams: 1100, freeDelivery: true, attributes: { Size: '1 kg' } },
    ],
  },
  {
    slug: 'whipped-shea-butter-lemongrass',
    name: 'Whipped Shea Butter with Lemongrass',
    description:
      'Raw shea butter from the Nyankpala co-operative is whipped with a little coconut oil until light and soft enough to scoop, then scented with lemongrass oil. It spreads more easily than plain shea, which makes it a good everyday body cream in the harmattan. Keep the jar out of direct sun so it holds its texture.',
    brand: 'nyankpala-shea',
    category: 'shea-skin-care',
    store: 'makola-accra',
    images: img('whipped-shea-butter-lemongrass'),
    stocks: [
      { sku: 'SHEA-WHIP-150', pricePesewas: 4500, discountPercentage: 0, quantity: 60, moq: 1, weightGrams: 230, freeDelivery: false, attributes: { Size: '150 g' } },
      { sku: 'SHEA-WHIP-300', pricePesewas: 8000, discountPercentage: 15, quantity: 35, moq: 1, weightGrams: 410, freeDelivery: false, attributes: { Size: '300 g' } },
    ],
  },
  {
    slug: 'shea-lip-balm',
    name: 'Shea & Beeswax Lip Balm',
    description:
      'A firm lip balm of shea butter and beeswax from northern Ghana, poured into a small screw-top tin. It does not melt in a pocket the way soft balms do, and one tin lasts most people a couple of months.',
    brand: 'nyankpala-shea',
    category: 'shea-skin-care',
    store: 'cape-coast-heritage',
    images: img('shea-lip-balm'),
    stocks: [
      { sku: 'SHEA-LIP-1', pricePesewas: 1500, discountPercentage: 0, quantity: 200, moq: 1, weightGrams: 30, freeDelivery: false, attributes: { Pack: 'Single tin' } },
      { sku: 'SHEA-LIP-3', pricePesewas: 4000, discountPercentage: 10, quantity: 70, moq: 1, weightGrams: 90, freeDelivery: false, attributes: { Pack: 'Pack of 3' } },
    ],
  },
  {
    slug: 'cocoa-butter-body-balm',
    name: 'Cocoa Butter Body Balm',
    description:
      'Cocoa butter pressed at the Suhum chocolate workshop, blended with shea butter and set into a rich balm that smells faintly of chocolate. Warm a little between your palms and press it into elbows, knees and dry patches after a bath.',
    brand: 'suhum-cocoa',
    category: 'shea-skin-care',
    store: 'koforidua-bead-cocoa',
    images: img('cocoa-butter-body-balm'),
    stocks: [
      { sku: 'COCOA-BALM-100', pricePesewas: 4000, discountPercentage: 0, quantity: 55, moq: 1, weightGrams: 160, freeDelivery: false, attributes: { Size: '100 g' } },
      { sku: 'COCOA-BALM-250', pricePesewas: 8500, discountPercentage: 10, quantity: 25, moq: 1, weightGrams: 340, freeDelivery: true, attributes: { Size: '250 g' } },
    ],
  },
  {
    slug: 'baobab-seed-oil',
    name: 'Cold-Pressed Baobab Seed Oil',
    description:
      'Oil pressed from the seeds of baobab fruit collected in the Upper East Region, filtered but not refined. It is light and soaks in quickly, so many customers use a few drops on the face or on braids and scalp. Sold in amber glass bottles with a dropper.',
    brand: 'savanna-harvest',
    category: 'shea-skin-care',
    store: 'bolga-crafts',
    images: img('baobab-seed-oil'),
    stocks: [
      { sku: 'BAOBAB-OIL-50', pricePesewas: 6000, discountPercentage: 0, quantity: 30, moq: 1, weightGrams: 150, freeDelivery: false, attributes: { Size: '50 ml' } },
      { sku: 'BAOBAB-OIL-100', pricePesewas: 11000, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 260, freeDelivery: true, attributes: { Size: '100 ml' } },
    ],
  },

  // ---------------------------------------------------------------- Black Soap & Bath
  {
    slug: 'raw-african-black-soap',
    featured: true,
    name: 'Raw African Black Soap (Alata Samina)',
    description:
      'Soft, crumbly black soap cooked in Kumasi from the ash of sun-dried plantain peels and cocoa pod husks, with palm kernel oil and shea butter. Pinch off a piece, work it into a lather in wet hands and rinse well; it cleans deeply, so follow with shea butter if your skin is dry. Keep it in a dry dish between uses because it soaks up water.',
    brand: 'anidaso-soap',
    category: 'black-soap-bath',
    store: 'kejetia-kumasi',
    images: img('raw-african-black-soap'),
    stocks: [
      { sku: 'BSOAP-RAW-250', pricePesewas: 2000, discountPercentage: 0, quantity: 180, moq: 1, weightGrams: 270, freeDelivery: false, attributes: { Size: '250 g' } },
      { sku: 'BSOAP-RAW-500', pricePesewas: 3500, discountPercentage: 0, quantity: 120, moq: 1, weightGrams: 530, freeDelivery: false, attributes: { Size: '500 g' } },
      { sku: 'BSOAP-RAW-1000', pricePesewas: 6500, discountPercentage: 10, quantity: 45, moq: 1, weightGrams: 1060, freeDelivery: true, attributes: { Size: '1 kg' } },
      { sku: 'BSOAP-RAW-5000', pricePesewas: 28000, discountPercentage: 0, quantity: 12, moq: 1, weightGrams: 5200, freeDelivery: true, attributes: { Size: '5 kg (wholesale)' } },
    ],
  },
  {
    slug: 'liquid-black-soap',
    name: 'Liquid Black Soap with Shea',
    description:
      'The same plantain-ash black soap, dissolved in water with extra shea butter and a little glycerine so it pours from a pump bottle. Gentler than the raw soap and easy to use as a body or hand wash. Shake before use, as the shea can settle.',
    brand: 'anidaso-soap',
    category: 'black-soap-bath',
    store: 'makola-accra',
    images: img('liquid-black-soap'),
    stocks: [
      { sku: 'BSOAP-LIQ-250', pricePesewas: 4000, discountPercentage: 0, quantity: 75, moq: 1, weightGrams: 320, freeDelivery: false, attributes: { Size: '250 ml' } },
      { sku: 'BSOAP-LIQ-500', pricePesewas: 7000, discountPercentage: 5, quantity: 40, moq: 1, weightGrams: 590, freeDelivery: false, attributes: { Size: '500 ml' } },
    ],
  },
  {
    slug: 'african-exfoliating-net',
    name: 'African Exfoliating Bath Net',
    description:
      'The long nylon bath net found in almost every Ghanaian bathroom: about a metre and a half stretched, so you can hold both ends and scrub your own back. It lathers soap well, rinses clean and dries fast, and it lasts for months.',
    brand: 'anidaso-soap',
    category: 'black-soap-bath',
    store: 'cape-coast-heritage',
    images: img('african-exfoliating-net'),
    stocks: [
      { sku: 'NET-WHITE', pricePesewas: 1500, discountPercentage: 0, quantity: 150, moq: 1, weightGrams: 70, freeDelivery: false, attributes: { Colour: 'White' }, images: variantImg('african-exfoliating-net', 'White') },
      { sku: 'NET-BLUE', pricePesewas: 1500, discountPercentage: 0, quantity: 90, moq: 1, weightGrams: 70, freeDelivery: false, attributes: { Colour: 'Blue' }, images: variantImg('african-exfoliating-net', 'Blue') },
      { sku: 'NET-PINK', pricePesewas: 1500, discountPercentage: 0, quantity: 35, moq: 1, weightGrams: 70, freeDelivery: false, attributes: { Colour: 'Pink' }, images: variantImg('african-exfoliating-net', 'Pink') },
    ],
  },
  {
    slug: 'black-soap-honey-bar',
    name: 'Black Soap Bar with Honey',
    description:
      'Black soap pressed into firm 150 g bars with forest honey from the Ashanti Region, which makes it milder and slower to soften than raw soap. Good for people trying black soap for the first time.',
    brand: 'anidaso-soap',
    category: 'black-soap-bath',
    store: 'kejetia-kumasi',
    images: img('black-soap-honey-bar'),
    stocks: [
      { sku: 'BSOAP-HONEY-1', pricePesewas: 1800, discountPercentage: 0, quantity: 95, moq: 1, weightGrams: 165, freeDelivery: false, attributes: { Pack: 'Single bar' } },
      { sku: 'BSOAP-HONEY-4', pricePesewas: 6000, discountPercentage: 10, quantity: 30, moq: 1, weightGrams: 640, freeDelivery: false, attributes: { Pack: 'Pack of 4' } },
    ],
  },
  {
    slug: 'moringa-shea-soap',
    name: 'Moringa & Shea Soap Bar',
    description:
      'A cold-process bar made by the Nyankpala women with their own shea butter and finely ground moringa leaf, which gives it a soft green colour. It has a creamy lather and no added fragrance.',
    brand: 'nyankpala-shea',
    category: 'black-soap-bath',
    store: 'tamale-savanna',
    images: img('moringa-shea-soap'),
    stocks: [
      { sku: 'SOAP-MORINGA-1', pricePesewas: 2000, discountPercentage: 0, quantity: 80, moq: 1, weightGrams: 140, freeDelivery: false, attributes: { Pack: 'Single bar' } },
      { sku: 'SOAP-MORINGA-6', pricePesewas: 10500, discountPercentage: 0, quantity: 15, moq: 1, weightGrams: 840, freeDelivery: true, attributes: { Pack: 'Box of 6' } },
    ],
  },

  // ---------------------------------------------------------------- Kente & Textiles
  {
    slug: 'kente-graduation-stole',
    name: 'Hand-Woven Kente Stole',
    description:
      'A single strip of Bonwire kente about 160 cm long, finished with a fringe at both ends, the way stoles are worn at graduations, weddings and church festivals. Woven in cotton on a traditional strip loom, so the pattern is the same on both faces. Dry clean or hand wash in cold water.',
    brand: 'bonwire-kente',
    category: 'kente-textiles',
    store: 'kejetia-kumasi',
    images: img('kente-graduation-stole'),
    stocks: [
      { sku: 'KENTE-STOLE-GG', pricePesewas: 45000, discountPercentage: 0, quantity: 18, moq: 1, weightGrams: 180, freeDelivery: true, attributes: { Colour: 'Gold & Green' }, images: variantImg('kente-graduation-stole', 'Gold & Green') },
      { sku: 'KENTE-STOLE-BG', pricePesewas: 45000, discountPercentage: 0, quantity: 12, moq: 1, weightGrams: 180, freeDelivery: true, attributes: { Colour: 'Black & Gold' }, images: variantImg('kente-graduation-stole', 'Black & Gold') },
      { sku: 'KENTE-STOLE-RG', pricePesewas: 45000, discountPercentage: 10, quantity: 9, moq: 1, weightGrams: 180, freeDelivery: true, attributes: { Colour: 'Red & Gold' }, images: variantImg('kente-graduation-stole', 'Red & Gold') },
    ],
  },
  {
    slug: 'handwoven-kente-cloth',
    name: 'Bonwire Kente Cloth, Sika Futuro Pattern',
    description:
      'Sika Futuro, "gold dust", is a classic Asante design of gold and orange blocks on a dark ground. Narrow strips about 10 cm wide are woven one at a time and then sewn edge to edge into a cloth, and a six-yard piece takes a skilled weaver several weeks. Two yards is enough for a wrap skirt or a modern jacket; six yards is the traditional women\'s cloth.',
    brand: 'bonwire-kente',
    category: 'kente-textiles',
    store: 'kejetia-kumasi',
    images: img('handwoven-kente-cloth'),
    stocks: [
      { sku: 'KENTE-SIKA-2Y', pricePesewas: 90000, discountPercentage: 0, quantity: 8, moq: 1, weightGrams: 650, freeDelivery: true, attributes: { Length: '2 yards' } },
      { sku: 'KENTE-SIKA-6Y', pricePesewas: 250000, discountPercentage: 0, quantity: 3, moq: 1, weightGrams: 1800, freeDelivery: true, attributes: { Length: '6 yards' } },
      { sku: 'KENTE-SIKA-12Y', pricePesewas: 480000, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 3500, freeDelivery: true, attributes: { Length: '12 yards' } },
    ],
  },
  {
    slug: 'kente-bow-tie',
    featured: true,
    name: 'Kente Bow Tie',
    description:
      'A pre-tied bow tie sewn from offcuts of Bonwire kente strips, with an adjustable neck band that fits most collar sizes. A small way to wear kente to a wedding or outdooring without a full cloth.',
    brand: 'bonwire-kente',
    category: 'kente-textiles',
    store: 'makola-accra',
    images: img('kente-bow-tie'),
    stocks: [
      { sku: 'KENTE-BOW-GOLD', pricePesewas: 6500, discountPercentage: 0, quantity: 40, moq: 1, weightGrams: 40, freeDelivery: false, attributes: { Colour: 'Gold & Green' }, images: variantImg('kente-bow-tie', 'Gold & Green') },
      { sku: 'KENTE-BOW-BLUE', pricePesewas: 6500, discountPercentage: 20, quantity: 22, moq: 1, weightGrams: 40, freeDelivery: false, attributes: { Colour: 'Blue & Gold' }, images: variantImg('kente-bow-tie', 'Blue & Gold') },
    ],
  },
  {
    slug: 'adinkra-stamped-cloth',
    name: 'Adinkra Stamped Cloth',
    description:
      'Cotton cloth ruled into squares with a comb and hand-stamped in Ntonso with calabash stamps dipped in adinkra aduro, a dye boiled down from badie tree bark. Each square carries a symbol such as Gye Nyame or Dwennimmen, and small smudges are part of hand printing. The dye is not fully wash-fast, so dry clean or rinse gently in cold water.',
    brand: 'ntonso-adinkra',
    category: 'kente-textiles',
    store: 'kejetia-kumasi',
    images: img('adinkra-stamped-cloth'),
    stocks: [
      { sku: 'ADINKRA-CLOTH-2Y', pricePesewas: 22000, discountPercentage: 0, quantity: 20, moq: 1, weightGrams: 420, freeDelivery: false, attributes: { Length: '2 yards' } },
      { sku: 'ADINKRA-CLOTH-6Y', pricePesewas: 60000, discountPercentage: 10, quantity: 7, moq: 1, weightGrams: 1200, freeDelivery: true, attributes: { Length: '6 yards' } },
    ],
  },
  {
    slug: 'batik-cotton-fabric',
    name: 'Batik Cotton Fabric',
    description:
      'Medium-weight cotton printed at Aburi with hand-cut foam stamps and hot wax, then dyed in two or three baths to build up the colour. Good for shirts, dresses and cushion covers; wash in cold water the first few times, as some excess dye will rinse out.',
    brand: 'aburi-batik',
    category: 'kente-textiles',
    store: 'koforidua-bead-cocoa',
    images: img('batik-cotton-fabric'),
    stocks: [
      { sku: 'BATIK-IND-2Y', pricePesewas: 12000, discountPercentage: 0, quantity: 25, moq: 1, weightGrams: 380, freeDelivery: false, attributes: { Colour: 'Indigo', Length: '2 yards' }, images: variantImg('batik-cotton-fabric', 'Indigo') },
      { sku: 'BATIK-IND-6Y', pricePesewas: 32000, discountPercentage: 0, quantity: 10, moq: 1, weightGrams: 1100, freeDelivery: true, attributes: { Colour: 'Indigo', Length: '6 yards' }, images: variantImg('batik-cotton-fabric', 'Indigo') },
      { sku: 'BATIK-OCH-2Y', pricePesewas: 12000, discountPercentage: 15, quantity: 18, moq: 1, weightGrams: 380, freeDelivery: false, attributes: { Colour: 'Ochre', Length: '2 yards' }, images: variantImg('batik-cotton-fabric', 'Ochre') },
      { sku: 'BATIK-OCH-6Y', pricePesewas: 32000, discountPercentage: 15, quantity: 6, moq: 1, weightGrams: 1100, freeDelivery: true, attributes: { Colour: 'Ochre', Length: '6 yards' }, images: variantImg('batik-cotton-fabric', 'Ochre') },
    ],
  },
  {
    slug: 'tie-dye-cotton-scarf',
    name: 'Tie-Dye Cotton Scarf',
    description:
      'A light cotton voile scarf, about 180 by 70 cm, folded and bound by hand before dyeing so each one has its own pattern of rings and streaks. Works as a head wrap, neck scarf or beach cover-up.',
    brand: 'aburi-batik',
    category: 'kente-textiles',
    store: 'cape-coast-heritage',
    images: img('tie-dye-cotton-scarf'),
    stocks: [
      { sku: 'TIEDYE-SCARF-IND', pricePesewas: 8000, discountPercentage: 0, quantity: 30, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Colour: 'Indigo' }, images: variantImg('tie-dye-cotton-scarf', 'Indigo') },
      { sku: 'TIEDYE-SCARF-RUST', pricePesewas: 8000, discountPercentage: 0, quantity: 24, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Colour: 'Rust' }, images: variantImg('tie-dye-cotton-scarf', 'Rust') },
      { sku: 'TIEDYE-SCARF-GRN', pricePesewas: 8000, discountPercentage: 25, quantity: 16, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Colour: 'Leaf Green' }, images: variantImg('tie-dye-cotton-scarf', 'Leaf Green') },
    ],
  },
  {
    slug: 'tie-dye-kaftan',
    name: 'Tie-Dye Cotton Kaftan',
    description:
      'A loose, knee-length kaftan cut from Aburi tie-dyed cotton, with a simple V-neck and side slits. It is sewn generously, so order your usual size or one down for a closer fit.',
    brand: 'aburi-batik',
    category: 'kente-textiles',
    store: 'makola-accra',
    images: img('tie-dye-kaftan'),
    stocks: [
      { sku: 'KAFTAN-M', pricePesewas: 22000, discountPercentage: 0, quantity: 14, moq: 1, weightGrams: 350, freeDelivery: true, attributes: { Size: 'M' } },
      { sku: 'KAFTAN-L', pricePesewas: 22000, discountPercentage: 0, quantity: 11, moq: 1, weightGrams: 370, freeDelivery: true, attributes: { Size: 'L' } },
      { sku: 'KAFTAN-XL', pricePesewas: 24000, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 390, freeDelivery: true, attributes: { Size: 'XL' } },
    ],
  },
  {
    slug: 'northern-fugu-smock',
    name: 'Northern Fugu Smock',
    description:
      'The fugu, or batakari, is the hand-woven smock of northern Ghana, sewn from narrow cotton strips woven in Daboya and striped in indigo and white. It is heavy enough to hold its shape and gets softer with every wash. Worn over trousers by men and women alike.',
    brand: 'daboya-weavers',
    category: 'kente-textiles',
    store: 'tamale-savanna',
    images: img('northern-fugu-smock'),
    stocks: [
      { sku: 'FUGU-M', pricePesewas: 35000, discountPercentage: 0, quantity: 10, moq: 1, weightGrams: 900, freeDelivery: true, attributes: { Size: 'M' } },
      { sku: 'FUGU-L', pricePesewas: 35000, discountPercentage: 0, quantity: 8, moq: 1, weightGrams: 950, freeDelivery: true, attributes: { Size: 'L' } },
      { sku: 'FUGU-XL', pricePesewas: 38000, discountPercentage: 10, quantity: 5, moq: 1, weightGrams: 1000, freeDelivery: true, attributes: { Size: 'XL' } },
    ],
  },
  {
    slug: 'daboya-indigo-strip-cloth',
    name: 'Daboya Indigo Strip Cloth',
    description:
      'Hand-spun, hand-woven cotton strips dyed in the indigo pits of Daboya and sewn into a cloth about 1.2 m wide. The blue deepens and softens as it is worn, and a little colour may come off on the hands at first. Good for upholstery, bags or a made-to-measure smock.',
    brand: 'daboya-weavers',
    category: 'kente-textiles',
    store: 'tamale-savanna',
    images: img('daboya-indigo-strip-cloth'),
    stocks: [
      { sku: 'DABOYA-IND-2Y', pricePesewas: 28000, discountPercentage: 0, quantity: 9, moq: 1, weightGrams: 800, freeDelivery: false, attributes: { Length: '2 yards' } },
      { sku: 'DABOYA-IND-4Y', pricePesewas: 52000, discountPercentage: 10, quantity: 4, moq: 1, weightGrams: 1550, freeDelivery: true, attributes: { Length: '4 yards' } },
    ],
  },

  // ---------------------------------------------------------------- Waist Beads & Jewellery
  {
    slug: 'krobo-waist-beads',
    featured: true,
    name: 'Krobo Waist Beads',
    description:
      'Tie-on waist beads strung on strong cotton thread, each strand about 115 cm long so it fits most waists: wrap, tie a double knot and trim the ends. The small glass seed beads are mixed with a few Krobo powder-glass beads made at Odumase. Worn under clothes as a personal adornment, and many women use them to notice changes in their waistline.',
    brand: 'krobo-beads',
    category: 'waist-beads-jewellery',
    store: 'koforidua-bead-cocoa',
    images: img('krobo-waist-beads'),
    stocks: [
      { sku: 'WAIST-RED-GOLD', pricePesewas: 2500, discountPercentage: 0, quantity: 120, moq: 2, weightGrams: 35, freeDelivery: false, attributes: { Colour: 'Red & Gold' }, images: variantImg('krobo-waist-beads', 'Red & Gold') },
      { sku: 'WAIST-TURQ', pricePesewas: 2500, discountPercentage: 0, quantity: 0, moq: 2, weightGrams: 35, freeDelivery: false, attributes: { Colour: 'Turquoise' }, images: variantImg('krobo-waist-beads', 'Turquoise') },
      { sku: 'WAIST-MULTI', pricePesewas: 2500, discountPercentage: 0, quantity: 95, moq: 2, weightGrams: 35, freeDelivery: false, attributes: { Colour: 'Multicolour' } },
      { sku: 'WAIST-WHITE', pricePesewas: 2500, discountPercentage: 10, quantity: 60, moq: 2, weightGrams: 35, freeDelivery: false, attributes: { Colour: 'White & Silver' }, images: variantImg('krobo-waist-beads', 'White & Silver') },
    ],
  },
  {
    slug: 'recycled-glass-bead-necklace',
    name: 'Recycled Glass Bead Necklace',
    description:
      'A single strand of large Krobo powder-glass beads, made from crushed bottles melted in clay moulds and hand-painted before firing. About 50 cm long with a simple tie closure. The beads are chunky but lighter than they look.',
    brand: 'krobo-beads',
    category: 'waist-beads-jewellery',
    store: 'koforidua-bead-cocoa',
    images: img('recycled-glass-bead-necklace'),
    stocks: [
      { sku: 'NECK-GLASS-BLUE', pricePesewas: 8000, discountPercentage: 0, quantity: 25, moq: 1, weightGrams: 120, freeDelivery: false, attributes: { Colour: 'Blue & Yellow' }, images: variantImg('recycled-glass-bead-necklace', 'Blue & Yellow') },
      { sku: 'NECK-GLASS-EARTH', pricePesewas: 8000, discountPercentage: 20, quantity: 18, moq: 1, weightGrams: 120, freeDelivery: false, attributes: { Colour: 'Earth Tones' }, images: variantImg('recycled-glass-bead-necklace', 'Earth Tones') },
    ],
  },
  {
    slug: 'krobo-bead-bracelet-set',
    name: 'Krobo Bead Bracelet Set',
    description:
      'Stretch bracelets of Krobo powder-glass and recycled-glass beads on elastic cord, sold as a matching stack. One size fits most wrists, and they can be worn together or split up.',
    brand: 'krobo-beads',
    category: 'waist-beads-jewellery',
    store: 'cape-coast-heritage',
    images: img('krobo-bead-bracelet-set'),
    stocks: [
      { sku: 'BRACE-SET-3', pricePesewas: 4500, discountPercentage: 0, quantity: 40, moq: 1, weightGrams: 60, freeDelivery: false, attributes: { Pack: 'Set of 3' } },
      { sku: 'BRACE-SET-5', pricePesewas: 7000, discountPercentage: 10, quantity: 28, moq: 1, weightGrams: 95, freeDelivery: false, attributes: { Pack: 'Set of 5' } },
    ],
  },
  {
    slug: 'loose-powder-glass-beads',
    name: 'Loose Krobo Powder-Glass Beads',
    description:
      'Loose beads straight from the Odumase kilns, for people who string their own waist beads or jewellery. Each bag holds about 100 beads of 8 to 12 mm in mixed patterns, with holes wide enough for cotton thread or cord.',
    brand: 'krobo-beads',
    category: 'waist-beads-jewellery',
    store: 'koforidua-bead-cocoa',
    images: img('loose-powder-glass-beads'),
    stocks: [
      { sku: 'BEADS-LOOSE-MIX', pricePesewas: 6000, discountPercentage: 0, quantity: 50, moq: 2, weightGrams: 260, freeDelivery: false, attributes: { Colour: 'Mixed' } },
      { sku: 'BEADS-LOOSE-YEL', pricePesewas: 6000, discountPercentage: 0, quantity: 22, moq: 2, weightGrams: 260, freeDelivery: false, attributes: { Colour: 'Yellow' }, images: variantImg('loose-powder-glass-beads', 'Yellow') },
    ],
  },
  {
    slug: 'brass-adinkra-pendant',
    name: 'Brass Adinkra Pendant',
    description:
      'A small pendant cast in Krofofrom by the lost-wax method, showing an adinkra symbol in relief. Each one is modelled in beeswax by hand, so details vary slightly. Comes on a 60 cm black cotton cord.',
    brand: 'krofofrom-brass',
    category: 'waist-beads-jewellery',
    store: 'kejetia-kumasi',
    images: img('brass-adinkra-pendant'),
    stocks: [
      { sku: 'PENDANT-GYENYAME', pricePesewas: 9500, discountPercentage: 0, quantity: 20, moq: 1, weightGrams: 45, freeDelivery: false, attributes: { Symbol: 'Gye Nyame' } },
      { sku: 'PENDANT-SANKOFA', pricePesewas: 9500, discountPercentage: 0, quantity: 15, moq: 1, weightGrams: 45, freeDelivery: false, attributes: { Symbol: 'Sankofa' } },
      { sku: 'PENDANT-DWENNIMMEN', pricePesewas: 9500, discountPercentage: 0, quantity: 6, moq: 1, weightGrams: 45, freeDelivery: false, attributes: { Symbol: 'Dwennimmen' } },
    ],
  },
  {
    slug: 'brass-cuff-bangle',
    name: 'Lost-Wax Brass Cuff',
    description:
      'An open cuff bangle cast in recycled brass with a raised pattern of lines and dots, gently bendable to fit the wrist. Brass darkens over time; rub it with lime juice and salt or a metal polish to bring back the shine.',
    brand: 'krofofrom-brass',
    category: 'waist-beads-jewellery',
    store: 'makola-accra',
    images: img('brass-cuff-bangle'),
    stocks: [
      { sku: 'CUFF-BRASS-NARROW', pricePesewas: 12000, discountPercentage: 0, quantity: 16, moq: 1, weightGrams: 70, freeDelivery: false, attributes: { Width: 'Narrow (2 cm)' } },
      { sku: 'CUFF-BRASS-WIDE', pricePesewas: 18000, discountPercentage: 15, quantity: 9, moq: 1, weightGrams: 120, freeDelivery: true, attributes: { Width: 'Wide (4 cm)' } },
    ],
  },

  // ---------------------------------------------------------------- Cocoa & Chocolate
  {
    slug: 'dark-chocolate-bar',
    featured: true,
    name: 'Dark Chocolate Bar 70%',
    description:
      'A 100 g bar made in Suhum from beans grown within a short drive of the workshop, with only cocoa, cane sugar and cocoa butter. It is tempered to hold up a little better in Ghanaian heat, but it still keeps best in the fridge. Fruity and slightly bitter, with a clean snap.',
    brand: 'suhum-cocoa',
    category: 'cocoa-chocolate',
    store: 'makola-accra',
    images: img('dark-chocolate-bar'),
    stocks: [
      { sku: 'CHOC-DARK-PLAIN', pricePesewas: 3500, discountPercentage: 0, quantity: 150, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Flavour: 'Plain 70%' } },
      { sku: 'CHOC-DARK-GINGER', pricePesewas: 3800, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Flavour: 'Ginger' } },
      { sku: 'CHOC-DARK-SALT', pricePesewas: 3800, discountPercentage: 10, quantity: 60, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Flavour: 'Sea Salt' } },
      { sku: 'CHOC-DARK-BOX10', pricePesewas: 33000, discountPercentage: 0, quantity: 14, moq: 1, weightGrams: 1150, freeDelivery: true, attributes: { Flavour: 'Mixed box of 10' } },
    ],
  },
  {
    slug: 'milk-chocolate-coconut',
    name: 'Milk Chocolate with Toasted Coconut',
    description:
      'Creamy 45% milk chocolate from Suhum with flakes of coconut toasted in the workshop. Sweeter and softer than the dark bar, and a favourite with children. Keep it cool and eat it within a few months for the best coconut crunch.',
    brand: 'suhum-cocoa',
    category: 'cocoa-chocolate',
    store: 'makola-accra',
    images: img('milk-chocolate-coconut'),
    stocks: [
      { sku: 'CHOC-MILK-COCO-100', pricePesewas: 3500, discountPercentage: 0, quantity: 90, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Size: '100 g' } },
      { sku: 'CHOC-MILK-COCO-50', pricePesewas: 2000, discountPercentage: 0, quantity: 130, moq: 1, weightGrams: 58, freeDelivery: false, attributes: { Size: '50 g' } },
    ],
  },
  {
    slug: 'natural-cocoa-powder',
    name: 'Natural Cocoa Powder',
    description:
      'Unsweetened, non-alkalised cocoa powder pressed from Ghanaian beans, with a reddish-brown colour and a sharp chocolate taste. Stir a spoonful with milk and sugar for a hot cocoa drink, or use it in cakes and in Tom Brown porridge.',
    brand: 'suhum-cocoa',
    category: 'cocoa-chocolate',
    store: 'koforidua-bead-cocoa',
    images: img('natural-cocoa-powder'),
    stocks: [
      { sku: 'COCOA-POWDER-250', pricePesewas: 2800, discountPercentage: 0, quantity: 110, moq: 1, weightGrams: 270, freeDelivery: false, attributes: { Size: '250 g' } },
      { sku: 'COCOA-POWDER-500', pricePesewas: 5000, discountPercentage: 0, quantity: 70, moq: 1, weightGrams: 530, freeDelivery: false, attributes: { Size: '500 g' } },
      { sku: 'COCOA-POWDER-1000', pricePesewas: 9000, discountPercentage: 10, quantity: 35, moq: 1, weightGrams: 1050, freeDelivery: true, attributes: { Size: '1 kg' } },
    ],
  },
  {
    slug: 'roasted-cocoa-nibs',
    name: 'Roasted Cocoa Nibs',
    description:
      'Cocoa beans roasted, cracked and winnowed in Suhum, leaving crunchy pieces of pure cocoa with no sugar added. Sprinkle them on oats, yoghurt or fruit, or bake them into biscuits. They taste like very dark chocolate with a nutty bite.',
    brand: 'suhum-cocoa',
    category: 'cocoa-chocolate',
    store: 'cape-coast-heritage',
    images: img('roasted-cocoa-nibs'),
    stocks: [
      { sku: 'COCOA-NIBS-200', pricePesewas: 4000, discountPercentage: 0, quantity: 45, moq: 1, weightGrams: 220, freeDelivery: false, attributes: { Size: '200 g' } },
      { sku: 'COCOA-NIBS-500', pricePesewas: 9000, discountPercentage: 10, quantity: 20, moq: 1, weightGrams: 530, freeDelivery: false, attributes: { Size: '500 g' } },
    ],
  },

  // ---------------------------------------------------------------- Spices & Seasonings
  {
    slug: 'shito-black-pepper-sauce',
    featured: true,
    name: 'Shito (Black Pepper Sauce)',
    description:
      'Dried chilli, onions, ginger and garlic slow-fried in oil with ground dried fish and shrimp until the sauce turns almost black. Eat it with kenkey, waakye, jollof, eggs or bread. Keep the jar in the fridge after opening and make sure the oil covers the top.',
    brand: 'auntie-amas-kitchen',
    category: 'spices-seasonings',
    store: 'makola-accra',
    images: img('shito-black-pepper-sauce'),
    stocks: [
      { sku: 'SHITO-MED-250', pricePesewas: 3000, discountPercentage: 0, quantity: 200, moq: 1, weightGrams: 420, freeDelivery: false, attributes: { Heat: 'Medium', Size: '250 g' } },
      { sku: 'SHITO-MED-500', pricePesewas: 5500, discountPercentage: 0, quantity: 120, moq: 1, weightGrams: 750, freeDelivery: false, attributes: { Heat: 'Medium', Size: '500 g' } },
      { sku: 'SHITO-HOT-250', pricePesewas: 3000, discountPercentage: 0, quantity: 140, moq: 1, weightGrams: 420, freeDelivery: false, attributes: { Heat: 'Extra Hot', Size: '250 g' } },
      { sku: 'SHITO-HOT-500', pricePesewas: 5500, discountPercentage: 5, quantity: 80, moq: 1, weightGrams: 750, freeDelivery: false, attributes: { Heat: 'Extra Hot', Size: '500 g' } },
    ],
  },
  {
    slug: 'kyinkyinga-suya-spice',
    name: 'Kyinkyinga Suya Spice Mix',
    description:
      'The peanut-based spice that coats kyinkyinga kebabs at roadside grills: roasted groundnut powder with chilli, ginger, garlic and a little salt. Rub it on beef, chicken or goat before grilling and sprinkle more on to serve. Contains peanuts.',
    brand: 'auntie-amas-kitchen',
    category: 'spices-seasonings',
    store: 'makola-accra',
    images: img('kyinkyinga-suya-spice'),
    stocks: [
      { sku: 'SUYA-100', pricePesewas: 1500, discountPercentage: 0, quantity: 160, moq: 1, weightGrams: 115, freeDelivery: false, attributes: { Size: '100 g' } },
      { sku: 'SUYA-250', pricePesewas: 3200, discountPercentage: 10, quantity: 90, moq: 1, weightGrams: 270, freeDelivery: false, attributes: { Size: '250 g' } },
      { sku: 'SUYA-1000-WS', pricePesewas: 11000, discountPercentage: 0, quantity: 30, moq: 3, weightGrams: 1050, freeDelivery: true, attributes: { Size: '1 kg (wholesale)' } },
    ],
  },
  {
    slug: 'grains-of-selim',
    name: 'Grains of Selim (Hwentia)',
    description:
      'The dried pods of Xylopia aethiopica, known in Twi as hwentia, with a smoky, peppery and slightly bitter aroma. Crush two or three pods into light soup, pepper soup or a pot of sobolo. Whole pods keep their flavour for a year in a closed jar.',
    brand: 'auntie-amas-kitchen',
    category: 'spices-seasonings',
    store: 'kejetia-kumasi',
    images: img('grains-of-selim'),
    stocks: [
      { sku: 'HWENTIA-100', pricePesewas: 1500, discountPercentage: 0, quantity: 100, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Size: '100 g' } },
      { sku: 'HWENTIA-500-WS', pricePesewas: 6000, discountPercentage: 10, quantity: 40, moq: 3, weightGrams: 520, freeDelivery: false, attributes: { Size: '500 g (wholesale)' } },
    ],
  },
  {
    slug: 'prekese-dried-pods',
    name: 'Prekese Dried Pods',
    description:
      'Prekese, the long four-winged pod of Tetrapleura tetraptera, has a sweet, caramel-like aroma and is a standard addition to light soup and palm nut soup. Drop one or two whole pods into the pot while it simmers and take them out before serving. Each bundle has about 10 pods.',
    brand: 'auntie-amas-kitchen',
    category: 'spices-seasonings',
    store: 'cape-coast-heritage',
    images: img('prekese-dried-pods'),
    stocks: [
      { sku: 'PREKESE-10', pricePesewas: 1200, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 150, freeDelivery: false, attributes: { Pack: 'Bundle of 10' } },
      { sku: 'PREKESE-50-WS', pricePesewas: 5000, discountPercentage: 0, quantity: 20, moq: 3, weightGrams: 720, freeDelivery: false, attributes: { Pack: 'Bundle of 50 (wholesale)' } },
    ],
  },
  {
    slug: 'dawadawa-seasoning',
    name: 'Dawadawa Seasoning Balls',
    description:
      'Fermented African locust beans pounded and dried into small balls by women in the Northern Region. Dawadawa smells strong in the packet but melts into a deep, savoury flavour in groundnut soup, ayoyo and other northern stews. Crumble half a ball into the pot near the start of cooking.',
    brand: 'savanna-harvest',
    category: 'spices-seasonings',
    store: 'tamale-savanna',
    images: img('dawadawa-seasoning'),
    stocks: [
      { sku: 'DAWA-200', pricePesewas: 1800, discountPercentage: 0, quantity: 70, moq: 1, weightGrams: 215, freeDelivery: false, attributes: { Size: '200 g' } },
      { sku: 'DAWA-1000-WS', pricePesewas: 7500, discountPercentage: 0, quantity: 25, moq: 3, weightGrams: 1040, freeDelivery: false, attributes: { Size: '1 kg (wholesale)' } },
    ],
  },

  // ---------------------------------------------------------------- Teas & Drinks
  {
    slug: 'sobolo-hibiscus-petals',
    featured: true,
    name: 'Sobolo Hibiscus Petals',
    description:
      'Whole dried calyces of roselle hibiscus grown around Tamale, deep red and free of stalks and sand. For sobolo, boil a large handful with ginger, cloves and pineapple peel, strain, sweeten and serve chilled. A smaller pinch steeped in hot water makes a tart tea.',
    brand: 'savanna-harvest',
    category: 'teas-drinks',
    store: 'tamale-savanna',
    images: img('sobolo-hibiscus-petals'),
    stocks: [
      { sku: 'SOBOLO-100', pricePesewas: 1200, discountPercentage: 0, quantity: 220, moq: 1, weightGrams: 110, freeDelivery: false, attributes: { Size: '100 g' } },
      { sku: 'SOBOLO-250', pricePesewas: 2500, discountPercentage: 0, quantity: 140, moq: 1, weightGrams: 265, freeDelivery: false, attributes: { Size: '250 g' } },
      { sku: 'SOBOLO-1000-WS', pricePesewas: 8500, discountPercentage: 10, quantity: 50, moq: 2, weightGrams: 1040, freeDelivery: true, attributes: { Size: '1 kg (wholesale)' } },
    ],
  },
  {
    slug: 'lemongrass-tea',
    name: 'Dried Lemongrass Tea',
    description:
      'Lemongrass leaves cut and shade-dried in the Volta Region, packed loose in a resealable pouch. Steep a tablespoon in a cup of just-boiled water for five minutes; many people add a slice of ginger or a spoon of honey. It is naturally caffeine-free.',
    brand: 'savanna-harvest',
    category: 'teas-drinks',
    store: 'ho-volta-produce',
    images: img('lemongrass-tea'),
    stocks: [
      { sku: 'LEMONGRASS-50', pricePesewas: 1000, discountPercentage: 0, quantity: 130, moq: 1, weightGrams: 60, freeDelivery: false, attributes: { Size: '50 g' } },
      { sku: 'LEMONGRASS-150', pricePesewas: 2500, discountPercentage: 20, quantity: 60, moq: 1, weightGrams: 165, freeDelivery: false, attributes: { Size: '150 g' } },
    ],
  },
  {
    slug: 'moringa-leaf-powder',
    name: 'Moringa Leaf Powder',
    description:
      'Young moringa leaves from farms near Bolgatanga, dried in the shade so they stay bright green, then milled fine. It has an earthy, spinach-like taste; stir a teaspoon into koko, soup or a smoothie rather than drinking it on its own.',
    brand: 'savanna-harvest',
    category: 'teas-drinks',
    store: 'bolga-crafts',
    images: img('moringa-leaf-powder'),
    stocks: [
      { sku: 'MORINGA-100', pricePesewas: 1800, discountPercentage: 0, quantity: 90, moq: 1, weightGrams: 115, freeDelivery: false, attributes: { Size: '100 g' } },
      { sku: 'MORINGA-250', pricePesewas: 3800, discountPercentage: 15, quantity: 40, moq: 1, weightGrams: 270, freeDelivery: false, attributes: { Size: '250 g' } },
    ],
  },
  {
    slug: 'baobab-fruit-powder',
    name: 'Baobab Fruit Powder',
    description:
      'The pulp of the baobab fruit dries naturally inside its hard shell on the tree; it is scooped out, sieved and packed, with nothing added. It tastes tart and slightly sweet, like sherbet. Shake a spoonful into cold water with sugar and a squeeze of lime, or mix it into porridge.',
    brand: 'savanna-harvest',
    category: 'teas-drinks',
    store: 'bolga-crafts',
    images: img('baobab-fruit-powder'),
    stocks: [
      { sku: 'BAOBAB-PWD-200', pricePesewas: 3000, discountPercentage: 0, quantity: 65, moq: 1, weightGrams: 215, freeDelivery: false, attributes: { Size: '200 g' } },
      { sku: 'BAOBAB-PWD-500', pricePesewas: 6500, discountPercentage: 15, quantity: 30, moq: 1, weightGrams: 520, freeDelivery: true, attributes: { Size: '500 g' } },
    ],
  },
  {
    slug: 'sobolo-drink-concentrate',
    name: 'Sobolo Drink Concentrate',
    description:
      "Auntie Ama's sobolo, brewed from hibiscus with fresh ginger, cloves and pineapple, then reduced to a concentrate. Mix one part with four parts cold water to make about 2.5 litres from the 500 ml bottle. Refrigerate after opening and use within two weeks.",
    brand: 'auntie-amas-kitchen',
    category: 'teas-drinks',
    store: 'makola-accra',
    images: img('sobolo-drink-concentrate'),
    stocks: [
      { sku: 'SOBOLO-CONC-500', pricePesewas: 3500, discountPercentage: 0, quantity: 48, moq: 1, weightGrams: 620, freeDelivery: false, attributes: { Size: '500 ml' } },
      { sku: 'SOBOLO-CONC-1000', pricePesewas: 6500, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 1150, freeDelivery: false, attributes: { Size: '1 litre' } },
    ],
  },

  // ---------------------------------------------------------------- Baskets & Home
  {
    slug: 'bolga-market-basket',
    featured: true,
    name: 'Bolga Market Basket',
    description:
      'The round, flat-bottomed shopping basket woven in Zaare from twisted elephant grass, with a leather-wrapped handle. The dyed bands are worked in as the basket is woven, so every one is different. If it gets squashed, dampen it with water, reshape it and let it dry in the sun.',
    brand: 'zaare-weavers',
    category: 'baskets-home',
    store: 'bolga-crafts',
    images: img('bolga-market-basket'),
    stocks: [
      { sku: 'BOLGA-BASKET-S', pricePesewas: 12000, discountPercentage: 0, quantity: 25, moq: 1, weightGrams: 450, freeDelivery: false, attributes: { Size: 'Small (30 cm)' } },
      { sku: 'BOLGA-BASKET-M', pricePesewas: 18000, discountPercentage: 0, quantity: 20, moq: 1, weightGrams: 650, freeDelivery: true, attributes: { Size: 'Medium (38 cm)' } },
      { sku: 'BOLGA-BASKET-L', pricePesewas: 26000, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 900, freeDelivery: true, attributes: { Size: 'Large (45 cm)' } },
    ],
  },
  {
    slug: 'bolga-hand-fan',
    name: 'Bolga Woven Hand Fan',
    description:
      'A flat, round fan woven from elephant grass with a stiff leather handle, used across the north for cooling off and fanning charcoal fires. It also hangs nicely on a wall in groups.',
    brand: 'zaare-weavers',
    category: 'baskets-home',
    store: 'bolga-crafts',
    images: img('bolga-hand-fan'),
    stocks: [
      { sku: 'BOLGA-FAN-NAT', pricePesewas: 3500, discountPercentage: 0, quantity: 60, moq: 1, weightGrams: 120, freeDelivery: false, attributes: { Colour: 'Natural' } },
      { sku: 'BOLGA-FAN-MULTI', pricePesewas: 4000, discountPercentage: 0, quantity: 45, moq: 1, weightGrams: 120, freeDelivery: false, attributes: { Colour: 'Multicolour' } },
      { sku: 'BOLGA-FAN-SET6', pricePesewas: 21000, discountPercentage: 10, quantity: 10, moq: 1, weightGrams: 720, freeDelivery: true, attributes: { Colour: 'Wall set of 6' } },
    ],
  },
  {
    slug: 'lidded-storage-basket',
    name: 'Lidded Storage Basket',
    description:
      'A tall elephant-grass basket with a fitted lid, tightly woven so it holds its shape for storing bread, yam, laundry or toys. Woven by the Zaare group and finished with a leather loop on the lid.',
    brand: 'zaare-weavers',
    category: 'baskets-home',
    store: 'bolga-crafts',
    images: img('lidded-storage-basket'),
    stocks: [
      { sku: 'BOLGA-LIDDED-M', pricePesewas: 22000, discountPercentage: 0, quantity: 12, moq: 1, weightGrams: 800, freeDelivery: true, attributes: { Size: 'Medium (35 cm tall)' } },
      { sku: 'BOLGA-LIDDED-L', pricePesewas: 32000, discountPercentage: 0, quantity: 6, moq: 1, weightGrams: 1200, freeDelivery: true, attributes: { Size: 'Large (50 cm tall)' } },
    ],
  },
  {
    slug: 'vume-clay-cooking-pot',
    name: 'Vume Clay Cooking Pot',
    description:
      'A round-bottomed earthenware pot shaped by hand from Volta river clay and fired in an open bonfire. Soups and stews cooked in clay simmer evenly and keep warm long after the fire is out. Before first use, soak it in water overnight and rub the inside with palm oil; heat it gently and never put it empty on a high flame.',
    brand: 'vume-potters',
    category: 'baskets-home',
    store: 'ho-volta-produce',
    images: img('vume-clay-cooking-pot'),
    stocks: [
      { sku: 'VUME-POT-2L', pricePesewas: 9000, discountPercentage: 0, quantity: 15, moq: 1, weightGrams: 2200, freeDelivery: false, attributes: { Size: '2 litres' } },
      { sku: 'VUME-POT-5L', pricePesewas: 15000, discountPercentage: 0, quantity: 8, moq: 1, weightGrams: 4500, freeDelivery: false, attributes: { Size: '5 litres' } },
    ],
  },
  {
    slug: 'asanka-grinding-bowl',
    name: 'Asanka Grinding Bowl with Tapoli',
    description:
      'The ridged earthenware bowl every Ghanaian kitchen uses for grinding pepper, tomatoes and onions, sold with a wooden tapoli for pressing. The ridges on the inside do the work, and fresh pepper ground in an asanka tastes different from blended. Serve light soup or kontomire stew straight from it.',
    brand: 'vume-potters',
    category: 'baskets-home',
    store: 'ho-volta-produce',
    images: img('asanka-grinding-bowl'),
    stocks: [
      { sku: 'ASANKA-S', pricePesewas: 4500, discountPercentage: 0, quantity: 30, moq: 1, weightGrams: 1100, freeDelivery: false, attributes: { Size: 'Small (20 cm)' } },
      { sku: 'ASANKA-M', pricePesewas: 6500, discountPercentage: 5, quantity: 22, moq: 1, weightGrams: 1700, freeDelivery: false, attributes: { Size: 'Medium (26 cm)' } },
      { sku: 'ASANKA-L', pricePesewas: 8500, discountPercentage: 0, quantity: 10, moq: 1, weightGrams: 2400, freeDelivery: false, attributes: { Size: 'Large (32 cm)' } },
    ],
  },
  {
    slug: 'clay-water-pot',
    name: 'Clay Water Cooler Pot',
    description:
      'A wide-bellied water pot with a lid, made in Vume. Water seeps slowly through the unglazed clay and evaporates from the outside, which keeps drinking water noticeably cooler than room temperature without a fridge. Stand it on a base in a shaded, airy spot.',
    brand: 'vume-potters',
    category: 'baskets-home',
    store: 'ho-volta-produce',
    images: img('clay-water-pot'),
    stocks: [
      { sku: 'WATERPOT-10L', pricePesewas: 18000, discountPercentage: 0, quantity: 7, moq: 1, weightGrams: 6000, freeDelivery: false, attributes: { Size: '10 litres' } },
      { sku: 'WATERPOT-20L', pricePesewas: 28000, discountPercentage: 0, quantity: 3, moq: 1, weightGrams: 10500, freeDelivery: false, attributes: { Size: '20 litres' } },
    ],
  },
  {
    slug: 'adinkra-table-runner',
    name: 'Adinkra Printed Table Runner',
    description:
      'A cotton table runner stamped in Ntonso with a row of adinkra symbols in black dye, hemmed at both ends. It measures about 180 by 35 cm. Wipe spills quickly and dry clean or hand rinse in cold water.',
    brand: 'ntonso-adinkra',
    category: 'baskets-home',
    store: 'kejetia-kumasi',
    images: img('adinkra-table-runner'),
    stocks: [
      { sku: 'RUNNER-ADINKRA-WHT', pricePesewas: 9000, discountPercentage: 0, quantity: 20, moq: 1, weightGrams: 220, freeDelivery: false, attributes: { Colour: 'White ground' }, images: variantImg('adinkra-table-runner', 'White ground') },
      { sku: 'RUNNER-ADINKRA-RED', pricePesewas: 9000, discountPercentage: 20, quantity: 14, moq: 1, weightGrams: 220, freeDelivery: false, attributes: { Colour: 'Red ground' }, images: variantImg('adinkra-table-runner', 'Red ground') },
    ],
  },
  {
    slug: 'fugu-cushion-cover',
    name: 'Fugu Strip-Cloth Cushion Cover',
    description:
      'A 45 by 45 cm cushion cover made from the same hand-woven Daboya cotton strips as a fugu smock, in indigo and white stripes, with a wooden button closure. Insert not included.',
    brand: 'daboya-weavers',
    category: 'baskets-home',
    store: 'tamale-savanna',
    images: img('fugu-cushion-cover'),
    stocks: [
      { sku: 'CUSHION-FUGU-IND', pricePesewas: 12000, discountPercentage: 0, quantity: 18, moq: 1, weightGrams: 300, freeDelivery: false, attributes: { Colour: 'Indigo stripe' }, images: variantImg('fugu-cushion-cover', 'Indigo stripe') },
      { sku: 'CUSHION-FUGU-BRN', pricePesewas: 12000, discountPercentage: 0, quantity: 12, moq: 1, weightGrams: 300, freeDelivery: false, attributes: { Colour: 'Brown stripe' }, images: variantImg('fugu-cushion-cover', 'Brown stripe') },
    ],
  },

  // ---------------------------------------------------------------- Art & Decor
  {
    slug: 'akuaba-doll-carving',
    name: 'Akuaba Doll Carving',
    description:
      'The akuaba is the Asante figure with a flat, round head, traditionally carried by women hoping for a child and now widely kept as a symbol of Ghanaian craft. This one is carved in Ahwiaa from a single piece of sese wood and blackened by hand. It stands on a small base.',
    brand: 'ahwiaa-carvers',
    category: 'art-decor',
    store: 'kejetia-kumasi',
    images: img('akuaba-doll-carving'),
    stocks: [
      { sku: 'AKUABA-30', pricePesewas: 15000, discountPercentage: 0, quantity: 14, moq: 1, weightGrams: 500, freeDelivery: false, attributes: { Height: '30 cm' } },
      { sku: 'AKUABA-45', pricePesewas: 25000, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 900, freeDelivery: true, attributes: { Height: '45 cm' } },
    ],
  },
  {
    slug: 'sankofa-wall-carving',
    name: 'Sankofa Bird Wall Carving',
    description:
      'A relief carving of the Sankofa bird, its head turned back to pick up an egg from its back, a reminder that it is no shame to go back for what you have forgotten. Carved in Ahwiaa from sese wood and finished with wax, with a hook on the back for hanging.',
    brand: 'ahwiaa-carvers',
    category: 'art-decor',
    store: 'cape-coast-heritage',
    images: img('sankofa-wall-carving'),
    stocks: [
      { sku: 'SANKOFA-CARV-40', pricePesewas: 20000, discountPercentage: 15, quantity: 8, moq: 1, weightGrams: 1200, freeDelivery: true, attributes: {} },
    ],
  },
  {
    slug: 'oware-board-game',
    featured: true,
    name: 'Oware Board Game',
    description:
      'A hinged wooden oware board with two rows of six pits and a store at each end, carved in Ahwiaa and sold with 48 seeds. Oware is played across Ghana, and the rules fit on a card tucked into the box. The board folds shut with the seeds inside for carrying.',
    brand: 'ahwiaa-carvers',
    category: 'art-decor',
    store: 'cape-coast-heritage',
    images: img('oware-board-game'),
    stocks: [
      { sku: 'OWARE-FOLD', pricePesewas: 16000, discountPercentage: 10, quantity: 15, moq: 1, weightGrams: 1800, freeDelivery: false, attributes: { Style: 'Folding' } },
      { sku: 'OWARE-SOLID', pricePesewas: 22000, discountPercentage: 0, quantity: 6, moq: 1, weightGrams: 2600, freeDelivery: true, attributes: { Style: 'Solid with carved ends' } },
    ],
  },
  {
    slug: 'jamestown-lighthouse-painting',
    name: 'Jamestown Lighthouse, Acrylic on Canvas',
    description:
      'An original acrylic painting of the red and white Jamestown lighthouse above the fishing canoes pulled up on the beach. Painted in Accra by a member of the Jamestown Canvas Collective and signed on the front. Stretched on a wooden frame and ready to hang.',
    brand: 'jamestown-canvas',
    category: 'art-decor',
    store: 'makola-accra',
    images: img('jamestown-lighthouse-painting'),
    stocks: [
      { sku: 'PAINT-JAMES-40x50', pricePesewas: 65000, discountPercentage: 0, quantity: 3, moq: 1, weightGrams: 1500, freeDelivery: true, attributes: { Size: '40 x 50 cm' } },
      { sku: 'PAINT-JAMES-60x90', pricePesewas: 120000, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 3000, freeDelivery: true, attributes: { Size: '60 x 90 cm' } },
    ],
  },
  {
    slug: 'market-women-painting',
    name: 'Market Women, Acrylic on Canvas',
    description:
      'Market women in bright cloths carrying head pans of tomatoes and plantain, painted in bold blocks of colour. Each painting is an original, so the one you receive will vary a little from the photographs in composition and palette.',
    brand: 'jamestown-canvas',
    category: 'art-decor',
    store: 'koforidua-bead-cocoa',
    images: img('market-women-painting'),
    stocks: [
      { sku: 'PAINT-MARKET-40x50', pricePesewas: 60000, discountPercentage: 0, quantity: 4, moq: 1, weightGrams: 1500, freeDelivery: true, attributes: { Size: '40 x 50 cm' } },
      { sku: 'PAINT-MARKET-60x90', pricePesewas: 110000, discountPercentage: 10, quantity: 2, moq: 1, weightGrams: 3000, freeDelivery: true, attributes: { Size: '60 x 90 cm' } },
    ],
  },
  {
    slug: 'elmina-fishing-boats-painting',
    name: 'Elmina Fishing Boats, Acrylic on Canvas',
    description:
      'The painted canoes of Elmina harbour, with their flags and slogans, crowded below the castle walls. An original painting on stretched canvas, signed and dated on the back.',
    brand: 'jamestown-canvas',
    category: 'art-decor',
    store: 'cape-coast-heritage',
    images: img('elmina-fishing-boats-painting'),
    stocks: [
      { sku: 'PAINT-ELMINA-50x70', pricePesewas: 85000, discountPercentage: 0, quantity: 2, moq: 1, weightGrams: 2200, freeDelivery: true, attributes: { Size: '50 x 70 cm' } },
    ],
  },
  {
    slug: 'adinkra-calabash-stamps',
    name: 'Carved Calabash Adinkra Stamps',
    description:
      'Adinkra stamps carved from pieces of calabash shell with short bamboo handles, the same tools the Ntonso printers use on cloth. They work with fabric paint or ink on cotton and paper, or can be framed as a set. Sold in sets of mixed symbols.',
    brand: 'ntonso-adinkra',
    category: 'art-decor',
    store: 'kejetia-kumasi',
    images: img('adinkra-calabash-stamps'),
    stocks: [
      { sku: 'STAMPS-SET-3', pricePesewas: 7500, discountPercentage: 0, quantity: 20, moq: 1, weightGrams: 200, freeDelivery: false, attributes: { Pack: 'Set of 3' } },
      { sku: 'STAMPS-SET-6', pricePesewas: 14000, discountPercentage: 0, quantity: 10, moq: 1, weightGrams: 400, freeDelivery: false, attributes: { Pack: 'Set of 6' } },
    ],
  },
  {
    slug: 'brass-gold-weights',
    name: 'Akan Brass Gold Weights (Set of 5)',
    description:
      'Small brass figures and geometric shapes modelled on the weights the Akan once used to weigh gold dust, cast by the lost-wax method in Krofofrom. Many of the figures illustrate proverbs. These are new castings, not antiques, and they look good on a shelf or a low table.',
    brand: 'krofofrom-brass',
    category: 'art-decor',
    store: 'kejetia-kumasi',
    images: img('brass-gold-weights'),
    stocks: [
      { sku: 'GOLDWEIGHT-SET5', pricePesewas: 18000, discountPercentage: 0, quantity: 12, moq: 1, weightGrams: 350, freeDelivery: true, attributes: {} },
    ],
  },

  // ---------------------------------------------------------------- Food Staples
  {
    slug: 'volta-gari',
    featured: true,
    name: 'Volta Gari',
    description:
      'Cassava grated, pressed, lightly fermented and roasted in wide pans near Akatsi until dry and crisp. This is a fine, white gari with a clean sour note, good for gari soakings with sugar, milk and groundnuts, for eba, or alongside red-red. Keep it in an airtight container and it lasts for months.',
    brand: 'avenor-gari',
    category: 'food-staples',
    store: 'ho-volta-produce',
    images: img('volta-gari'),
    stocks: [
      { sku: 'GARI-1KG', pricePesewas: 1500, discountPercentage: 0, quantity: 300, moq: 1, weightGrams: 1020, freeDelivery: false, attributes: { Size: '1 kg' } },
      { sku: 'GARI-5KG', pricePesewas: 6500, discountPercentage: 5, quantity: 80, moq: 1, weightGrams: 5080, freeDelivery: false, attributes: { Size: '5 kg' } },
      { sku: 'GARI-25KG', pricePesewas: 30000, discountPercentage: 0, quantity: 12, moq: 1, weightGrams: 25300, freeDelivery: false, attributes: { Size: '25 kg sack' } },
    ],
  },
  {
    slug: 'red-palm-oil',
    name: 'Red Palm Oil',
    description:
      'Unrefined red palm oil pressed by the Avenor women from oil palm fruit grown in the Volta Region. It gives red-red, kontomire stew and palm nut soup their colour and flavour. It sets solid in cool weather; stand the bottle in warm water to loosen it.',
    brand: 'avenor-gari',
    category: 'food-staples',
    store: 'ho-volta-produce',
    images: img('red-palm-oil'),
    stocks: [
      { sku: 'PALMOIL-1L', pricePesewas: 3500, discountPercentage: 0, quantity: 90, moq: 1, weightGrams: 1000, freeDelivery: false, attributes: { Size: '1 litre' } },
      { sku: 'PALMOIL-4L', pricePesewas: 12500, discountPercentage: 0, quantity: 25, moq: 1, weightGrams: 3900, freeDelivery: false, attributes: { Size: '4 litres' } },
    ],
  },
  {
    slug: 'banku-mix',
    name: 'Banku Mix (Corn & Cassava Dough Flour)',
    description:
      'Fermented corn dough and cassava dough, blended in the usual banku proportions and dried to a flour so it keeps without a fridge. Mix with water into a smooth paste, then cook over low heat, stirring hard with a wooden spatula for about 20 minutes. Serve with okro stew, grilled tilapia and pepper.',
    brand: 'avenor-gari',
    category: 'food-staples',
    store: 'ho-volta-produce',
    images: img('banku-mix'),
    stocks: [
      { sku: 'BANKU-1KG', pricePesewas: 2000, discountPercentage: 0, quantity: 110, moq: 1, weightGrams: 1020, freeDelivery: false, attributes: { Size: '1 kg' } },
      { sku: 'BANKU-5KG', pricePesewas: 9000, discountPercentage: 0, quantity: 30, moq: 1, weightGrams: 5080, freeDelivery: false, attributes: { Size: '5 kg' } },
    ],
  },
  {
    slug: 'tom-brown-flour',
    name: 'Tom Brown Roasted Porridge Flour',
    description:
      'Roasted maize, soya beans and groundnuts milled together into the nutty porridge flour Ghanaians know as Tom Brown. Whisk it into cold water, pour into boiling water and simmer for ten minutes, stirring; finish with milk and sugar. Contains peanuts and soya.',
    brand: 'avenor-gari',
    category: 'food-staples',
    store: 'koforidua-bead-cocoa',
    images: img('tom-brown-flour'),
    stocks: [
      { sku: 'TOMBROWN-500', pricePesewas: 1800, discountPercentage: 0, quantity: 85, moq: 1, weightGrams: 520, freeDelivery: false, attributes: { Size: '500 g' } },
      { sku: 'TOMBROWN-1KG', pricePesewas: 3300, discountPercentage: 0, quantity: 50, moq: 1, weightGrams: 1030, freeDelivery: false, attributes: { Size: '1 kg' } },
    ],
  },
  {
    slug: 'fonio-grain',
    name: 'Fonio Grain',
    description:
      'Fonio is one of the oldest cereals in West Africa, a tiny grain grown by the Lawra farmers on poor soils with little rain. This fonio has been washed and de-stoned, but give it a rinse before cooking. It cooks in about five minutes, like couscous, and is naturally gluten-free.',
    brand: 'lawra-fonio',
    category: 'food-staples',
    store: 'bolga-crafts',
    images: img('fonio-grain'),
    stocks: [
      { sku: 'FONIO-500', pricePesewas: 3000, discountPercentage: 0, quantity: 70, moq: 1, weightGrams: 520, freeDelivery: false, attributes: { Size: '500 g' } },
      { sku: 'FONIO-1KG', pricePesewas: 5500, discountPercentage: 10, quantity: 40, moq: 1, weightGrams: 1030, freeDelivery: false, attributes: { Size: '1 kg' } },
      { sku: 'FONIO-5KG', pricePesewas: 25000, discountPercentage: 0, quantity: 0, moq: 1, weightGrams: 5100, freeDelivery: true, attributes: { Size: '5 kg' } },
    ],
  },
  {
    slug: 'pearl-millet-flour',
    name: 'Pearl Millet Flour',
    description:
      'Pearl millet from the Upper West, cleaned and milled fine. Use it for koko, the spiced millet porridge sold at breakfast stands, for fura, or mixed with maize flour for tuo zaafi. The flour has a light grey colour and a slightly sweet, earthy taste.',
    brand: 'lawra-fonio',
    category: 'food-staples',
    store: 'tamale-savanna',
    images: img('pearl-millet-flour'),
    stocks: [
      { sku: 'MILLET-1KG', pricePesewas: 2200, discountPercentage: 0, quantity: 95, moq: 1, weightGrams: 1020, freeDelivery: false, attributes: { Size: '1 kg' } },
      { sku: 'MILLET-5KG', pricePesewas: 10000, discountPercentage: 0, quantity: 25, moq: 1, weightGrams: 5080, freeDelivery: false, attributes: { Size: '5 kg' } },
    ],
  },
  {
    slug: 'bambara-beans',
    name: 'Bambara Beans (Aboboi)',
    description:
      'Bambara groundnuts grown in the Upper West and sold dry, cream and speckled. Soak overnight and boil until soft for aboboi, the spiced bean dish often eaten with gari or fried plantain. They take longer to cook than cowpeas, so a pressure cooker helps.',
    brand: 'lawra-fonio',
    category: 'food-staples',
    store: 'bolga-crafts',
    images: img('bambara-beans'),
    stocks: [
      { sku: 'BAMBARA-1KG', pricePesewas: 2800, discountPercentage: 0, quantity: 60, moq: 1, weightGrams: 1020, freeDelivery: false, attributes: { Size: '1 kg' } },
      { sku: 'BAMBARA-3KG', pricePesewas: 7800, discountPercentage: 10, quantity: 20, moq: 1, weightGrams: 3050, freeDelivery: false, attributes: { Size: '3 kg' } },
    ],
  },
];
