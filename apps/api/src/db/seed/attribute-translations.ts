import type { SeedAttributeTranslation } from './catalogue-types.js';

// The attributes of the seed's products in Spanish and Simplified Chinese, by their English name, with the options
// whose words change. Measures ('250 g', '50 ml', '40 x 50 cm'), clothing sizes (M, L, XL) and the names of Adinkra
// symbols read the same in every language and fall back to English. Words follow the storefront's own translations
// (apps/web/src/locales): "kente", "karité", 乳木果, 肯特布.

const litres = (n: number) => ({ es: n === 1 ? '1 litro' : `${n} litros`, zh: `${n} 升` });
const yards = (n: number) => ({ es: `${n} yardas`, zh: `${n} 码` });
const wholesale = (measure: string) => ({ es: `${measure} (al por mayor)`, zh: `${measure}（批发）` });

export const attributeTranslations: Record<string, SeedAttributeTranslation> = {
  Size: {
    name: { es: 'Tamaño', zh: '规格' },
    values: {
      '500 g (wholesale)': wholesale('500 g'),
      '1 kg (wholesale)': wholesale('1 kg'),
      '5 kg (wholesale)': wholesale('5 kg'),
      '25 kg sack': { es: 'Saco de 25 kg', zh: '25 kg 袋装' },
      '1 litre': litres(1),
      '2 litres': litres(2),
      '4 litres': litres(4),
      '5 litres': litres(5),
      '10 litres': litres(10),
      '20 litres': litres(20),
      'Small (20 cm)': { es: 'Pequeño (20 cm)', zh: '小号（20 cm）' },
      'Small (30 cm)': { es: 'Pequeño (30 cm)', zh: '小号（30 cm）' },
      'Medium (26 cm)': { es: 'Mediano (26 cm)', zh: '中号（26 cm）' },
      'Medium (38 cm)': { es: 'Mediano (38 cm)', zh: '中号（38 cm）' },
      'Medium (35 cm tall)': { es: 'Mediano (35 cm de alto)', zh: '中号（高 35 cm）' },
      'Large (32 cm)': { es: 'Grande (32 cm)', zh: '大号（32 cm）' },
      'Large (45 cm)': { es: 'Grande (45 cm)', zh: '大号（45 cm）' },
      'Large (50 cm tall)': { es: 'Grande (50 cm de alto)', zh: '大号（高 50 cm）' },
    },
  },
  Colour: {
    name: { es: 'Color', zh: '颜色' },
    values: {
      White: { es: 'Blanco', zh: '白色' },
      Blue: { es: 'Azul', zh: '蓝色' },
      Pink: { es: 'Rosa', zh: '粉色' },
      Yellow: { es: 'Amarillo', zh: '黄色' },
      Indigo: { es: 'Índigo', zh: '靛蓝色' },
      Ochre: { es: 'Ocre', zh: '赭石色' },
      Rust: { es: 'Óxido', zh: '铁锈红' },
      Turquoise: { es: 'Turquesa', zh: '绿松石色' },
      'Leaf Green': { es: 'Verde hoja', zh: '叶绿色' },
      'Gold & Green': { es: 'Dorado y verde', zh: '金绿配色' },
      'Black & Gold': { es: 'Negro y dorado', zh: '黑金配色' },
      'Red & Gold': { es: 'Rojo y dorado', zh: '红金配色' },
      'Blue & Gold': { es: 'Azul y dorado', zh: '蓝金配色' },
      'White & Silver': { es: 'Blanco y plateado', zh: '白银配色' },
      'Blue & Yellow': { es: 'Azul y amarillo', zh: '蓝黄配色' },
      'Earth Tones': { es: 'Tonos tierra', zh: '大地色系' },
      Multicolour: { es: 'Multicolor', zh: '多色' },
      Mixed: { es: 'Surtido', zh: '混色' },
      Natural: { es: 'Natural', zh: '原色' },
      'Wall set of 6': { es: 'Juego de 6 para pared', zh: '6 把壁挂套装' },
      'White ground': { es: 'Fondo blanco', zh: '白底' },
      'Red ground': { es: 'Fondo rojo', zh: '红底' },
      'Indigo stripe': { es: 'Raya índigo', zh: '靛蓝条纹' },
      'Brown stripe': { es: 'Raya marrón', zh: '棕色条纹' },
    },
  },
  Pack: {
    name: { es: 'Presentación', zh: '包装' },
    values: {
      'Single tin': { es: 'Una lata', zh: '单罐装' },
      'Single bar': { es: 'Una pastilla', zh: '单块装' },
      'Pack of 3': { es: 'Paquete de 3', zh: '3 件装' },
      'Pack of 4': { es: 'Paquete de 4', zh: '4 件装' },
      'Box of 6': { es: 'Caja de 6', zh: '6 块盒装' },
      'Set of 3': { es: 'Juego de 3', zh: '3 件套' },
      'Set of 5': { es: 'Juego de 5', zh: '5 件套' },
      'Set of 6': { es: 'Juego de 6', zh: '6 件套' },
      'Bundle of 10': { es: 'Manojo de 10', zh: '10 个一捆' },
      'Bundle of 50 (wholesale)': { es: 'Manojo de 50 (al por mayor)', zh: '50 个一捆（批发）' },
    },
  },
  Length: {
    name: { es: 'Largo', zh: '长度' },
    values: { '2 yards': yards(2), '4 yards': yards(4), '6 yards': yards(6), '12 yards': yards(12) },
  },
  Width: {
    name: { es: 'Anchura', zh: '宽度' },
    values: {
      'Narrow (2 cm)': { es: 'Estrecho (2 cm)', zh: '窄款（2 cm）' },
      'Wide (4 cm)': { es: 'Ancho (4 cm)', zh: '宽款（4 cm）' },
    },
  },
  Height: { name: { es: 'Altura', zh: '高度' } },
  Flavour: {
    name: { es: 'Sabor', zh: '口味' },
    values: {
      'Plain 70%': { es: 'Natural 70 %', zh: '原味 70%' },
      Ginger: { es: 'Jengibre', zh: '姜味' },
      'Sea Salt': { es: 'Sal marina', zh: '海盐' },
      'Mixed box of 10': { es: 'Caja surtida de 10', zh: '10 块混合装' },
    },
  },
  Heat: {
    name: { es: 'Nivel de picante', zh: '辣度' },
    values: { Medium: { es: 'Medio', zh: '中辣' }, 'Extra Hot': { es: 'Extrapicante', zh: '特辣' } },
  },
  Style: {
    name: { es: 'Estilo', zh: '款式' },
    values: {
      Folding: { es: 'Plegable', zh: '折叠款' },
      'Solid with carved ends': { es: 'Macizo con extremos tallados', zh: '实木款（两端雕花）' },
    },
  },
  Symbol: { name: { es: 'Símbolo', zh: '图案' } },
};
