// Long extends chains: the inherited members keep their types (errors found at depth 30 and 60).
class C0 { v0 = 0; }
class C1 extends C0 { v1 = 0; }
class C2 extends C1 { v2 = 1; }
class C3 extends C2 { v3 = 2; }
class C4 extends C3 { v4 = 3; }
class C5 extends C4 { v5 = 4; }
class C6 extends C5 { v6 = 5; }
class C7 extends C6 { v7 = 6; }
class C8 extends C7 { v8 = 7; }
class C9 extends C8 { v9 = 8; }
class C10 extends C9 { v10 = 9; }
class C11 extends C10 { v11 = 10; }
class C12 extends C11 { v12 = 11; }
class C13 extends C12 { v13 = 12; }
class C14 extends C13 { v14 = 13; }
class C15 extends C14 { v15 = 14; }
class C16 extends C15 { v16 = 15; }
class C17 extends C16 { v17 = 16; }
class C18 extends C17 { v18 = 17; }
class C19 extends C18 { v19 = 18; }
class C20 extends C19 { v20 = 19; }
class C21 extends C20 { v21 = 20; }
class C22 extends C21 { v22 = 21; }
class C23 extends C22 { v23 = 22; }
class C24 extends C23 { v24 = 23; }
class C25 extends C24 { v25 = 24; }
class C26 extends C25 { v26 = 25; }
class C27 extends C26 { v27 = 26; }
class C28 extends C27 { v28 = 27; }
class C29 extends C28 { v29 = 28; }
class C30 extends C29 { v30 = 29; }
interface I0 { p0: number }
interface I1 extends I0 { p1: number }
interface I2 extends I1 { p2: number }
interface I3 extends I2 { p3: number }
interface I4 extends I3 { p4: number }
interface I5 extends I4 { p5: number }
interface I6 extends I5 { p6: number }
interface I7 extends I6 { p7: number }
interface I8 extends I7 { p8: number }
interface I9 extends I8 { p9: number }
interface I10 extends I9 { p10: number }
interface I11 extends I10 { p11: number }
interface I12 extends I11 { p12: number }
interface I13 extends I12 { p13: number }
interface I14 extends I13 { p14: number }
interface I15 extends I14 { p15: number }
interface I16 extends I15 { p16: number }
interface I17 extends I16 { p17: number }
interface I18 extends I17 { p18: number }
interface I19 extends I18 { p19: number }
interface I20 extends I19 { p20: number }
interface I21 extends I20 { p21: number }
interface I22 extends I21 { p22: number }
interface I23 extends I22 { p23: number }
interface I24 extends I23 { p24: number }
interface I25 extends I24 { p25: number }
interface I26 extends I25 { p26: number }
interface I27 extends I26 { p27: number }
interface I28 extends I27 { p28: number }
interface I29 extends I28 { p29: number }
interface I30 extends I29 { p30: number }
interface I31 extends I30 { p31: number }
interface I32 extends I31 { p32: number }
interface I33 extends I32 { p33: number }
interface I34 extends I33 { p34: number }
interface I35 extends I34 { p35: number }
interface I36 extends I35 { p36: number }
interface I37 extends I36 { p37: number }
interface I38 extends I37 { p38: number }
interface I39 extends I38 { p39: number }
interface I40 extends I39 { p40: number }
interface I41 extends I40 { p41: number }
interface I42 extends I41 { p42: number }
interface I43 extends I42 { p43: number }
interface I44 extends I43 { p44: number }
interface I45 extends I44 { p45: number }
interface I46 extends I45 { p46: number }
interface I47 extends I46 { p47: number }
interface I48 extends I47 { p48: number }
interface I49 extends I48 { p49: number }
interface I50 extends I49 { p50: number }
interface I51 extends I50 { p51: number }
interface I52 extends I51 { p52: number }
interface I53 extends I52 { p53: number }
interface I54 extends I53 { p54: number }
interface I55 extends I54 { p55: number }
interface I56 extends I55 { p56: number }
interface I57 extends I56 { p57: number }
interface I58 extends I57 { p58: number }
interface I59 extends I58 { p59: number }
interface I60 extends I59 { p60: number }
declare const deep: I60;
const c = new C30();
console.log(c.v0 + c.v30 + deep.p0 + deep.p60);
const s: string = c.v0;
const t: boolean = deep.p0;
console.log(s, t, c.v99);
