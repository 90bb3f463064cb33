//! Many LLVM IR constructs at -O0, -O2 and -O3 (ops.hip): integer and float arithmetic, casts
//! between widths, a constant table, a local array (alloca at -O0), a struct returned from a
//! call, switch, select, 64-bit math, `<4 x float>` and `<2 x half>` vectors. Expected values
//! from a host reference of the same source.

use crate::common::*;
use xlane_ir::float::{f16_to_f32, f32_to_f16, f64_to_f16};

fn ops_ref(x: u32) -> u64 {
    let sx = x as i32;
    let mut r: u64 = 0;
    r ^= x.count_ones() as u64;
    r ^= ((x | 1).leading_zeros() as u64) << 8;
    r ^= ((x | 0x8000_0000).trailing_zeros() as u64) << 16;
    r ^= (x.rotate_left(5) as u64) << 24;
    r = r.wrapping_add((sx / 7) as i64 as u64).wrapping_add(((sx % 13) as i64 as u64).wrapping_mul(3));
    r = r.wrapping_add((x / 9) as u64 ^ (x % 11) as u64);
    r = r.wrapping_add(((x as u8 as i8 as i64) * 1000 + (x as u16 as i16 as i64)) as u64);
    r = r.wrapping_add([2u64, 3, 5, 7, 11, 13, 17, 19][(x % 8) as usize]);
    let arr: Vec<i32> = (0..16).map(|i| ((x >> i) as i32).wrapping_add(i)).collect();
    r = r.wrapping_add(arr[(x % 16) as usize].wrapping_mul(5) as i64 as u64);
    let b = sx & 0xff;
    let (c, s, i, d) = (b as u8 as i8 as i64, (b * 3) as i16 as i64, (b * 7) as i64, b as f64 * 0.25);
    r = r.wrapping_add((c + s + i) as u64).wrapping_add((d * 8.0) as u64);
    let f = (sx & 0xffff) as f32 * 0.5;
    r = r.wrapping_add(f.sqrt() as i64 as u64).wrapping_add(f.mul_add(3.0, 1.0) as u64).wrapping_add((f.min(100.5) * 2.0) as u64);
    r = r.wrapping_add((x as f64 * 1.5 / 3.0) as u64);
    r ^= (x as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 13;
    match x & 7 {
        0 => r = r.wrapping_add(11),
        3 => r = r.wrapping_mul(3),
        5 => r = r.wrapping_sub(2),
        _ => r ^= 0xabc,
    }
    if x & 0x100 != 0 {
        r
    } else {
        !r
    }
}

#[test]
fn constructs_at_o0_o2_o3_match_a_host_reference() {
    for opt in ["O0", "O2", "O3"] {
        let o = run(&format!(
            r#"{{"module": "ops.{opt}.gfx942.ll", "kernel": "ops", "grid": [1], "block": [64],
            "args": [{{"buffer": "u32", "len": 64, "fill": {{"random": 21}}}}, {{"buffer": "u64", "len": 64, "fill": 0}},
              {{"buffer": "f32", "len": 256, "fill": "iota"}}, {{"buffer": "f32", "len": 256, "fill": 0}},
              {{"buffer": "f16", "len": 128, "fill": {{"random": 4}}}}, {{"buffer": "f16", "len": 128, "fill": 0}}]}}"#
        ));
        ok(&o);
        let mut s = xlane_ir::spec::SplitMix64(21);
        let (_, _, ob) = o.buffers.iter().find(|b| b.0 == 1).unwrap();
        for t in 0..64 {
            let x = s.next_u64() as u32;
            let got = u64::from_le_bytes(ob[8 * t..8 * t + 8].try_into().unwrap());
            assert_eq!(got, ops_ref(x), "{opt}: thread {t}, x = {x:#x}");
        }
        let o4 = f32s(&o, 3);
        for (i, v) in o4.iter().enumerate() {
            assert_eq!(*v, i as f32 * 2.0 + [1.0, 2.0, 3.0, 4.0][i % 4], "{opt}: o4[{i}]");
        }
        // half2: h * h + {1, -1} as one fused multiply-add rounded once to half: the IR has
        // `fmul contract` + `fadd contract`, which llc-22 turns into `v_pk_fma_f16` at -O0 and
        // -O2 (contract.rs). h * h and the sum are exact in f64.
        let mut s = xlane_ir::spec::SplitMix64(4);
        let (_, _, hb) = o.buffers.iter().find(|b| b.0 == 5).unwrap();
        for i in 0..128 {
            let x = s.next_u64();
            let h = f32_to_f16((x >> 40) as f32 * (1.0 / (1u64 << 24) as f32));
            let hv = f16_to_f32(h) as f64;
            let want = f64_to_f16(hv * hv + if i % 2 == 0 { 1.0 } else { -1.0 });
            let got = u16::from_le_bytes([hb[2 * i], hb[2 * i + 1]]);
            assert_eq!(got, want, "{opt}: oh[{i}]");
        }
    }
}
