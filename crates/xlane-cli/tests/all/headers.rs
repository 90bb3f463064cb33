//! The built-in lite headers give a user what the CUDA and HIP headers give device code, with
//! no toolkit: every warp/wave function the registry lists for a target (the required list is
//! derived from `xlane_core::registry`, with every element type of each row), and the rest of
//! what kernels call (math, integer intrinsics, atomics, fences, clocks, vector types). Each
//! entry is compiled and run by `xlane run`, and its answer compared with a reference
//! computed here on the host, independently of the runner.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use xlane_core::registry::{self, Level};
use xlane_core::value::ElemTy;

/// Registry rows a source cannot call, with the reason (the test fails on any other row
/// without a case, so a new registry row needs a header function and a case here).
const NOT_CALLABLE: [(&str, &str); 2] =
    [("p2r", "cicc-internal predicate packing, no public spelling (errata N2)"), ("r2p", "cicc-internal predicate unpacking, no public spelling (errata N2)")];

/// How an entry's answer is compared: bit for bit, or within the CUDA guide's ulp bound of the
/// host's value (approximate functions, which the run must also report as approximate).
#[derive(Clone, Copy)]
enum Check {
    Exact,
    Ulps { f64: bool, ulps: u64, op: &'static str },
}

/// One entry: the kernel body (C++, `l` the lane, `in[l] = l`, writing `out[…]` as 64-bit
/// bit patterns through `bits()`), and the expected output words.
struct Case {
    name: String,
    body: String,
    expect: Vec<u64>,
    check: Check,
}

/// The element types of the registry, as C++ types, with the value lane `l` holds.
fn c_type(t: ElemTy) -> Option<&'static str> {
    Some(match t {
        ElemTy::I32 => "int",
        ElemTy::U32 => "unsigned",
        ElemTy::I64 => "long long",
        ElemTy::U64 => "unsigned long long",
        ElemTy::F32 => "float",
        ElemTy::F64 => "double",
        ElemTy::F16 => "__half",
        ElemTy::BF16 => "__nv_bfloat16",
        ElemTy::F16x2 => "__half2",
        ElemTy::BF16x2 => "__nv_bfloat162",
        _ => return None,
    })
}

/// `(T)(l * 3 + 1)` (pairs: `{l*3+1, l*3+2}`) in C++, and its bits on the host.
fn lane_value(t: ElemTy) -> String {
    let c = c_type(t).unwrap();
    match t {
        ElemTy::F16x2 => "__half2{(__half)(l * 3 + 1), (__half)(l * 3 + 2)}".into(),
        ElemTy::BF16x2 => "__nv_bfloat162{(__nv_bfloat16)(l * 3 + 1), (__nv_bfloat16)(l * 3 + 2)}".into(),
        _ => format!("({c})(l * 3 + 1)"),
    }
}

/// f16 bits of a small non-negative integer (exact below 2048).
fn f16_of(n: u32) -> u64 {
    if n == 0 {
        return 0;
    }
    let e = 31 - n.leading_zeros();
    (((e + 15) << 10) | ((n << (10 - e)) & 0x3ff)) as u64
}

fn lane_bits(t: ElemTy, l: u32) -> u64 {
    let n = l * 3 + 1;
    match t {
        ElemTy::I32 | ElemTy::U32 | ElemTy::I64 | ElemTy::U64 => n as u64,
        ElemTy::F32 => (n as f32).to_bits() as u64,
        ElemTy::F64 => (n as f64).to_bits(),
        ElemTy::F16 => f16_of(n),
        ElemTy::BF16 => ((n as f32).to_bits() >> 16) as u64,
        ElemTy::F16x2 => f16_of(n) | f16_of(n + 1) << 16,
        ElemTy::BF16x2 => ((n as f32).to_bits() >> 16) as u64 | (((n + 1) as f32).to_bits() >> 16 << 16) as u64,
        _ => unreachable!(),
    }
}

fn lanes(w: u32, f: impl Fn(u32) -> u64) -> Vec<u64> {
    (0..w).map(f).collect()
}

fn mask_of(w: u32, p: impl Fn(u32) -> bool) -> u64 {
    (0..w).filter(|&l| p(l)).fold(0, |m, l| m | 1 << l)
}

/// The case(s) of one registry function on a target of wave size `w` (CUDA spelling when
/// `cuda`), one per element type of its row.
fn registry_cases(name: &str, types: &[ElemTy], w: u32, cuda: bool) -> Option<Vec<Case>> {
    let full = if cuda { "0xffffffffu" } else { "~0ull" };
    let exact = |body: String, expect: Vec<u64>| vec![Case { name: name.into(), body, expect, check: Check::Exact }];
    let per_type = |f: &dyn Fn(ElemTy) -> (String, Vec<u64>)| {
        types
            .iter()
            .map(|&t| {
                let (body, expect) = f(t);
                Case { name: format!("{name} {}", t.name()), body, expect, check: Check::Exact }
            })
            .collect::<Vec<_>>()
    };
    let shuffle = |call: &str, arg: &str, src: &dyn Fn(u32) -> u32| {
        per_type(&|t| {
            let c = c_type(t).unwrap();
            let mask = if name.ends_with("_sync") { format!("{full}, ") } else { String::new() };
            (format!("{c} v = {}; out[l] = bits({call}({mask}v, {arg}));", lane_value(t)), lanes(w, |l| lane_bits(t, src(l))))
        })
    };
    let key_eq = |l: u32| mask_of(w, |m| m % 5 == l % 5);
    Some(match name.trim_end_matches("_sync") {
        "__shfl" => shuffle(name, &format!("(l * 7 + 3) % {w}"), &|l| (l * 7 + 3) % w),
        "__shfl_up" => shuffle(name, "3", &|l| if l >= 3 { l - 3 } else { l }),
        "__shfl_down" => shuffle(name, "5", &|l| if l + 5 < w { l + 5 } else { l }),
        "__shfl_xor" => shuffle(name, "6", &|l| l ^ 6),
        "__all" | "__any" | "__uni" => {
            let m = if name.ends_with("_sync") { format!("{full}, ") } else { String::new() };
            // one call where the answer is 1 and one where it is 0
            let (yes, no) = match name.trim_end_matches("_sync") {
                "__all" => ("l < 1000", "l % 3 == 0"),
                "__any" => ("l == 17", "0"),
                _ => ("1", "l & 1"),
            };
            exact(format!("out[l] = {name}({m}{yes}) * 2 + {name}({m}{no});"), lanes(w, |_| 2))
        }
        "__ballot" => {
            let m = if name.ends_with("_sync") { format!("{full}, ") } else { String::new() };
            exact(format!("out[l] = bits({name}({m}l % 3 == 0));"), lanes(w, |_| mask_of(w, |l| l % 3 == 0)))
        }
        "__match_any" => per_type(&|t| (format!("out[l] = {name}({full}, ({})(l % 5));", c_type(t).unwrap()), lanes(w, key_eq))),
        "__match_all" => per_type(&|t| {
            let c = c_type(t).unwrap();
            let body = format!(
                "int p, q; unsigned a = {name}({full}, ({c})7, &p); unsigned b = {name}({full}, ({c})(l & 1), &q); out[l] = (a == 0xffffffffu) + p * 2 + (b == 0) * 4 + q * 8;"
            );
            (body, lanes(w, |_| 7))
        }),
        "__reduce_add" | "__reduce_min" | "__reduce_max" => per_type(&|t| {
            let c = c_type(t).unwrap();
            let v = |l: u32| (l as i64 * 37 % 11) - 5;
            let vals: Vec<i64> = (0..w).map(v).collect();
            let r: i64 = match (name, t) {
                ("__reduce_add_sync", _) => vals.iter().sum(),
                ("__reduce_min_sync", ElemTy::I32) => *vals.iter().min().unwrap(),
                ("__reduce_max_sync", ElemTy::I32) => *vals.iter().max().unwrap(),
                ("__reduce_min_sync", _) => vals.iter().map(|&x| x as u32).min().unwrap() as i64,
                (_, _) => vals.iter().map(|&x| x as u32).max().unwrap() as i64,
            };
            (format!("out[l] = bits({name}({full}, ({c})((l * 37 % 11) - 5)));"), lanes(w, |_| r as u32 as u64))
        }),
        "__reduce_and" | "__reduce_or" | "__reduce_xor" => {
            let v = |l: u32| l.wrapping_mul(0x0101_0101) ^ 0xf0f0;
            let r = (0..w).map(v).reduce(|a, b| match name {
                "__reduce_and_sync" => a & b,
                "__reduce_or_sync" => a | b,
                _ => a ^ b,
            });
            exact(format!("out[l] = {name}({full}, (unsigned)l * 0x01010101u ^ 0xf0f0u);"), lanes(w, |_| r.unwrap() as u64))
        }
        "__activemask" => exact("out[l] = 0; if (l % 3 == 0) out[l] = bits(__activemask());".into(), lanes(w, |l| if l % 3 == 0 { mask_of(w, |m| m % 3 == 0) } else { 0 })),
        "__lane_id" => exact("out[l] = __lane_id();".into(), lanes(w, |l| l as u64)),
        "__lanemask_eq" => exact("out[l] = __lanemask_eq();".into(), lanes(w, |l| 1 << l)),
        "__lanemask_lt" => exact("out[l] = __lanemask_lt();".into(), lanes(w, |l| (1u64 << l) - 1)),
        "__lanemask_le" => exact("out[l] = __lanemask_le();".into(), lanes(w, |l| (2u64 << l) - 1)),
        "__lanemask_gt" => exact("out[l] = __lanemask_gt();".into(), lanes(w, |l| 0xffff_ffffu64 & !((2u64 << l) - 1))),
        "__lanemask_ge" => exact("out[l] = __lanemask_ge();".into(), lanes(w, |l| 0xffff_ffffu64 & !((1u64 << l) - 1))),
        "__syncwarp" => exact(format!("__shared__ unsigned s[{w}]; s[l] = l * 5; __syncwarp(); out[l] = s[(l + 1) % {w}];"), lanes(w, |l| ((l + 1) % w * 5) as u64)),
        "__nanosleep" => exact("__nanosleep(100); out[l] = l;".into(), lanes(w, |l| l as u64)),
        "__pipeline_memcpy_async" | "__pipeline_commit" | "__pipeline_wait_prior" => exact(
            format!("__shared__ unsigned s[{w}]; __pipeline_memcpy_async(&s[l], &in[l], 4); __pipeline_commit(); __pipeline_wait_prior(0); out[l] = s[l] * 2;"),
            lanes(w, |l| 2 * l as u64),
        ),
        _ => return None,
    })
}

/// Host references of the exact math functions, on x = (l - 10) / 4 and y = (l % 7 + 1) / 8 + 0.5
/// (exact in both formats), as (C call, host function of (x, y, l)).
type Host = fn(f64, f64, i32) -> f64;
fn exact_math() -> Vec<(&'static str, Host)> {
    // C: a zero result has the sign of x
    fn remainder(x: f64, y: f64) -> f64 {
        let r = x - (x / y).round_ties_even() * y;
        if r == 0.0 {
            0f64.copysign(x)
        } else {
            r
        }
    }
    fn frexp_m(x: f64) -> f64 {
        if x == 0.0 {
            return 0.0;
        }
        let e = x.abs().log2().floor() + 1.0;
        x / e.exp2()
    }
    vec![
        ("sqrt(fabs(x) + 1)", |x, _, _| (x.abs() + 1.0).sqrt()),
        ("fmax(x, y)", |x, y, _| x.max(y)),
        ("fmin(x, y)", |x, y, _| x.min(y)),
        ("floor(x)", |x, _, _| x.floor()),
        ("ceil(x)", |x, _, _| x.ceil()),
        ("trunc(x)", |x, _, _| x.trunc()),
        ("round(x)", |x, _, _| x.round()),
        ("rint(x)", |x, _, _| x.round_ties_even()),
        ("nearbyint(x)", |x, _, _| x.round_ties_even()),
        ("fabs(x)", |x, _, _| x.abs()),
        ("copysign(y, x)", |x, y, _| y.copysign(x)),
        ("fdim(x, y)", |x, y, _| if x > y { x - y } else { 0.0 }),
        ("fmod(x, y)", |x, y, _| x % y),
        ("remainder(x, y)", |x, y, _| remainder(x, y)),
        ("fma(x, y, x)", |x, y, _| x.mul_add(y, x)),
        ("ldexp(x, l - 16)", |x, _, l| x * ((l - 16) as f64).exp2()),
        ("scalbn(y, l * 3 - 40)", |_, y, l| y * ((l * 3 - 40) as f64).exp2()),
        ("xl_frexp_m(x)", |x, _, _| frexp_m(x)),
        ("(double)ilogb(x + 100)", |x, _, _| (x + 100.0).log2().floor()),
        ("logb(y)", |_, y, _| y.log2().floor()),
        ("xl_modf_frac(x)", |x, _, _| (x - x.trunc()).copysign(x)),
    ]
}

/// The approximate math functions: C call, host function, CUDA guide ulp bound (f32, f64).
fn approx_math() -> Vec<(&'static str, &'static str, Host, u64, u64)> {
    vec![
        ("exp", "exp(x)", |x, _, _| x.exp(), 2, 1),
        ("sin", "sin(x)", |x, _, _| x.sin(), 2, 2),
        ("log", "log(y)", |_, y, _| y.ln(), 1, 1),
        ("pow", "pow(y, x)", |x, y, _| y.powf(x), 4, 2),
        ("atan2", "atan2(x, y)", |x, y, _| x.atan2(y), 3, 2),
        ("tanh", "tanh(x)", |x, _, _| x.tanh(), 2, 1),
        ("cbrt", "cbrt(x)", |x, _, _| x.cbrt(), 1, 1),
    ]
}

/// The rest of a header's functions, by hand: math in both formats, integer intrinsics,
/// atomics, fences, clocks, vector types, min/max.
fn other_cases(w: u32, cuda: bool) -> Vec<Case> {
    let mut v = vec![];
    let xy = |f64_: bool| {
        let t = if f64_ { "double" } else { "float" };
        format!("{t} x = ({t})(l - 10) / 4; {t} y = ({t})(l % 7 + 1) / 8 + ({t})0.5; (void)x; (void)y;")
    };
    let host_xy = |l: u32| ((l as f64 - 10.0) / 4.0, (l % 7 + 1) as f64 / 8.0 + 0.5);
    for f64_ in [false, true] {
        let (suffix, tname) = if f64_ { ("", "f64") } else { ("f", "f32") };
        let to_bits = move |r: f64| if f64_ { r.to_bits() } else { (r as f32).to_bits() as u64 };
        for (call, host) in exact_math() {
            // the float spelling: `sqrtf(fabsf(x) + 1)`
            let call_t = if f64_ { call.to_string() } else { add_f_suffix(call) };
            let expect = lanes(w, |l| {
                let (x, y) = host_xy(l);
                to_bits(host(x, y, l as i32))
            });
            v.push(Case { name: format!("{call_t} ({tname})"), body: format!("{} out[l] = bits({call_t});", xy(f64_)), expect, check: Check::Exact });
        }
        for (fname, call, host, u32_, u64_) in approx_math() {
            let call_t = if f64_ { call.to_string() } else { add_f_suffix(call) };
            let expect = lanes(w, |l| {
                let (x, y) = host_xy(l);
                to_bits(host(x, y, l as i32))
            });
            let op = if f64_ { fname } else { leak(format!("{fname}f")) };
            v.push(Case {
                name: format!("{call_t} ({tname})"),
                body: format!("{} out[l] = bits({call_t});", xy(f64_)),
                expect,
                check: Check::Ulps { f64: f64_, ulps: if f64_ { u64_ } else { u32_ }, op },
            });
        }
        let _ = suffix;
    }
    // integer intrinsics on a = l·0x9e3779b9, b = rotl(a, 13) ^ 0x5bd1e995
    let ab = "unsigned a = (unsigned)l * 0x9e3779b9u; unsigned b = (a << 13 | a >> 19) ^ 0x5bd1e995u; (void)a; (void)b;";
    let host_ab = |l: u32| {
        let a = l.wrapping_mul(0x9e37_79b9);
        (a, a.rotate_left(13) ^ 0x5bd1_e995)
    };
    type IntHost = fn(u32, u32, u32) -> u64;
    let ints: Vec<(&str, IntHost)> = vec![
        ("__popc(a)", |a, _, _| a.count_ones() as u64),
        ("__popcll(((unsigned long long)a << 32) | b)", |a, b, _| (a.count_ones() + b.count_ones()) as u64),
        ("__clz(a >> (l % 32))", |a, _, l| (a >> (l % 32)).leading_zeros() as u64),
        ("__clzll((unsigned long long)(a >> (l % 32)))", |a, _, l| (32 + (a >> (l % 32)).leading_zeros()) as u64),
        ("__ffs(a & ~((1u << (l % 32)) - 1))", |a, _, l| {
            let x = a & !((1u32 << (l % 32)) - 1);
            if x == 0 {
                0
            } else {
                (x.trailing_zeros() + 1) as u64
            }
        }),
        ("__ffsll((unsigned long long)b << 32)", |_, b, _| if b == 0 { 0 } else { (b.trailing_zeros() + 33) as u64 }),
        ("__brev(a)", |a, _, _| a.reverse_bits() as u64),
        ("__brevll((unsigned long long)a)", |a, _, _| (a as u64).reverse_bits()),
        ("__byte_perm(a, b, b & 0x7777)", |a, b, _| {
            let all = (b as u64) << 32 | a as u64;
            (0..4).fold(0u64, |r, i| r | ((all >> (8 * ((b >> (4 * i)) & 7))) & 0xff) << (8 * i))
        }),
        ("__funnelshift_l(a, b, l)", |a, b, l| ((((b as u64) << 32 | a as u64) << (l & 31)) >> 32) as u32 as u64),
        ("__funnelshift_lc(a, b, l + 20)", |a, b, l| ((((b as u64) << 32 | a as u64) << (l + 20).min(32)) >> 32) as u32 as u64),
        ("__funnelshift_r(a, b, l)", |a, b, l| ((((b as u64) << 32 | a as u64) >> (l & 31)) as u32) as u64),
        ("__funnelshift_rc(a, b, l + 20)", |a, b, l| ((((b as u64) << 32 | a as u64) >> (l + 20).min(32)) as u32) as u64),
        ("__dp4a((int)a, (int)b, l)", |a, b, l| {
            let s: i32 = (0..4).map(|i| (a >> (8 * i)) as u8 as i8 as i32 * (b >> (8 * i)) as u8 as i8 as i32).sum();
            (s + l as i32) as u32 as u64
        }),
        ("__dp4a(a, b, (unsigned)l)", |a, b, l| {
            let s: u32 = (0..4).map(|i| (a >> (8 * i) & 0xff) * (b >> (8 * i) & 0xff)).sum();
            (s + l) as u64
        }),
        ("__umulhi(a, b)", |a, b, _| ((a as u64 * b as u64) >> 32) as u32 as u64),
        ("__mulhi((int)a, (int)b)", |a, b, _| ((a as i32 as i64 * b as i32 as i64) >> 32) as u32 as u64),
        ("__umul64hi((unsigned long long)a << 20, (unsigned long long)b << 30)", |a, b, _| ((((a as u128) << 20) * ((b as u128) << 30)) >> 64) as u64),
        ("__sad((int)a, (int)b, 7u)", |a, b, _| ((a as i32 as i64 - b as i32 as i64).unsigned_abs() as u32).wrapping_add(7) as u64),
        ("__usad(a, b, 7u)", |a, b, _| (a.abs_diff(b) + 7) as u64),
        ("__hadd((int)a, (int)b)", |a, b, _| ((a as i32 as i64 + b as i32 as i64) >> 1) as u32 as u64),
        ("__rhadd((int)a, (int)b)", |a, b, _| ((a as i32 as i64 + b as i32 as i64 + 1) >> 1) as u32 as u64),
        ("__mul24((int)a, (int)b)", |a, b, _| (((a << 8) as i32 >> 8) as u32).wrapping_mul(((b << 8) as i32 >> 8) as u32) as u64),
        ("min((int)a, (int)b)", |a, b, _| (a as i32).min(b as i32) as u32 as u64),
        ("max(a, b)", |a, b, _| a.max(b) as u64),
        ("min((int)a, b)", |a, b, _| a.min(b) as u64),
        ("max((long long)(int)a, (long long)(int)b)", |a, b, _| (a as i32).max(b as i32) as i64 as u64),
        ("abs((int)a)", |a, _, _| (a as i32).unsigned_abs() as u64 & 0xffff_ffff),
    ];
    for (call, host) in ints {
        let expect = lanes(w, |l| {
            let (a, b) = host_ab(l);
            host(a, b, l)
        });
        let is64 = call.contains("ll(") || call.contains("64hi") || call.starts_with("max((long long)");
        let body = if is64 { format!("{ab} out[l] = {call};") } else { format!("{ab} out[l] = (unsigned)({call});") };
        v.push(Case { name: call.into(), body, expect, check: Check::Exact });
    }
    // atomics: every lane on out[0] (lanes run in increasing order), each lane's old value in out[1 + l]
    let n = w as u64;
    let atomics: Vec<(&str, &str, u64)> = vec![
        ("atomicAdd (int)", "atomicAdd((int *)out, l + 1)", n * (n + 1) / 2),
        ("atomicAdd (unsigned)", "atomicAdd((unsigned *)out, (unsigned)l + 1)", n * (n + 1) / 2),
        ("atomicAdd (unsigned long long)", "atomicAdd(out, (unsigned long long)l << 33)", (n * (n - 1) / 2) << 33),
        ("atomicAdd (float)", "atomicAdd((float *)out, (float)l * 0.5f)", ((n * (n - 1) / 2) as f32 * 0.5).to_bits() as u64),
        ("atomicAdd (double)", "atomicAdd((double *)out, (double)l * 0.25)", ((n * (n - 1) / 2) as f64 * 0.25).to_bits()),
        ("atomicSub (int)", "atomicSub((int *)out, l)", (-((n * (n - 1) / 2) as i32)) as u32 as u64),
        ("atomicMax (int)", "atomicMax((int *)out, (l * 37 % 11) - 5)", 5),
        ("atomicMin (int)", "atomicMin((int *)out, (l * 37 % 11) - 5)", (-5i32) as u32 as u64),
        ("atomicMax (unsigned long long)", "atomicMax(out, (unsigned long long)l << 40)", (n - 1) << 40),
        ("atomicMin (long long)", "atomicMin((long long *)out, -(long long)l << 40)", (-((n as i64 - 1) << 40)) as u64),
        ("atomicOr (unsigned)", "atomicOr((unsigned *)out, 1u << (l % 32))", 0xffff_ffff),
        ("atomicXor (unsigned)", "atomicXor((unsigned *)out, (unsigned)l * 0x01010101u)", (0..w).fold(0, |a, l| a ^ l.wrapping_mul(0x0101_0101)) as u64),
        ("atomicAnd (unsigned)", "atomicOr((unsigned *)out, 0xffu); atomicAnd((unsigned *)out, ~(1u << (l % 8)))", 0),
        ("atomicExch (unsigned)", "atomicExch((unsigned *)out, (unsigned)l + 100)", n - 1 + 100),
        ("atomicExch (float)", "atomicExch((float *)out, (float)l)", ((n - 1) as f32).to_bits() as u64),
        ("atomicInc", "atomicInc((unsigned *)out, 5u)", n % 6),
        ("atomicDec", "atomicDec((unsigned *)out, 5u)", (6 - n % 6) % 6),
        ("atomicCAS (unsigned)", "atomicCAS((unsigned *)out, (unsigned)l, (unsigned)l + 1)", n),
        ("atomicCAS (unsigned long long)", "atomicCAS(out, (unsigned long long)l, (unsigned long long)l + 1)", n),
    ];
    for (name, call, last) in atomics {
        let mut expect = vec![0; w as usize];
        expect[0] = last;
        v.push(Case { name: name.into(), body: format!("{call}; __syncthreads(); if (l > 0) out[l] = 0;"), expect, check: Check::Exact });
    }
    let fence =
        if cuda { "__threadfence(); __threadfence_block(); __threadfence_system();" } else { "__threadfence(); __threadfence_block(); __threadfence_system(); __syncwarp();" };
    v.push(Case { name: "__threadfence*".into(), body: format!("out[l] = l; {fence} out[l] += 1;"), expect: lanes(w, |l| l as u64 + 1), check: Check::Exact });
    v.push(Case {
        name: "clock/clock64".into(),
        body: "long long t0 = clock64(); long long c0 = clock(); out[l] = in[l] * 3; out[l] += (clock64() > t0) + (clock() >= c0) * 2;".into(),
        expect: lanes(w, |l| 3 * l as u64 + 3),
        check: Check::Exact,
    });
    v.push(Case {
        name: "vector types".into(),
        body: "float4 f = make_float4(l, 2, 3, 4); int2 i = make_int2(l, 7); double2 d = make_double2(0.5, l); uint3 u = make_uint3(1, 2, l); \
               out[l] = (unsigned long long)(f.x + f.w + i.y + d.y + u.z) | (alignof(float4) == 16 && sizeof(int2) == 8 && alignof(double2) == 16 && sizeof(uint3) == 12) << 20;"
            .into(),
        expect: lanes(w, |l| (3 * l + 11) as u64 | 1 << 20),
        check: Check::Exact,
    });
    v.push(Case { name: "assert (holds)".into(), body: "assert(l < 1000); out[l] = l;".into(), expect: lanes(w, |l| l as u64), check: Check::Exact });
    v
}

fn add_f_suffix(call: &str) -> String {
    // `sqrt(fabs(x) + 1)` → `sqrtf(fabsf(x) + 1)`: every math function name gets an `f`
    let mut out = String::new();
    let mut word = String::new();
    for c in call.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if c == '(' && !word.is_empty() && !word.starts_with("xl_") && word != "double" && word != "ilogb" {
            word.push('f');
        } else if c == '(' && word == "ilogb" {
            word = "ilogbf".into();
        }
        out.push_str(&word);
        word.clear();
        out.push(c);
    }
    out.trim_end().replace("(double)", "(float)").replace("xl_frexp_m(", "xl_frexp_mf(").replace("xl_modf_frac(", "xl_modf_fracf(")
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

const PRELUDE: &str = r#"
template <typename T> __device__ unsigned long long bits(T v) {
  if constexpr (sizeof(T) == 2) return __builtin_bit_cast(unsigned short, v);
  else if constexpr (sizeof(T) == 4) return __builtin_bit_cast(unsigned, v);
  else return __builtin_bit_cast(unsigned long long, v);
}
__device__ double xl_frexp_m(double x) { int e; return frexp(x, &e); }
__device__ float xl_frexp_mf(float x) { int e; return frexpf(x, &e); }
__device__ double xl_modf_frac(double x) { double i; return modf(x, &i); }
__device__ float xl_modf_fracf(float x) { float i; return modff(x, &i); }
"#;

fn ulp_diff(a: u64, b: u64, f64_: bool) -> u64 {
    let key = |x: u64| -> i64 {
        if f64_ {
            let i = x as i64;
            if i < 0 {
                i64::MIN - i
            } else {
                i
            }
        } else {
            let i = x as u32 as i32 as i64;
            if i < 0 {
                i32::MIN as i64 - i
            } else {
                i
            }
        }
    };
    key(a).abs_diff(key(b))
}

fn xlane(args: &[&str], dir: &Path) -> (bool, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).current_dir(dir).output().unwrap();
    (o.status.success(), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

/// Compile every case of a target into one module, run each, and compare; returns the
/// failures.
fn run_cases(target: &str, wave: u32, cuda: bool, cases: &[Case]) -> Vec<String> {
    let dir = crate::tmp::dir(&format!("headers-{target}"));
    let mut src = String::from(PRELUDE);
    for (i, c) in cases.iter().enumerate() {
        src.push_str(&format!("// {}\nextern \"C\" __global__ void c{i}(unsigned long long *out, const unsigned *in) {{ int l = threadIdx.x; {} }}\n", c.name, c.body));
    }
    let file = if cuda { "cases.cu" } else { "cases.hip" };
    std::fs::write(dir.join(file), &src).unwrap();
    let w = wave.to_string();
    let args = format!(r#"[{{"buffer":"u64","len":{wave}}},{{"buffer":"u32","len":{wave},"fill":"iota"}}]"#);
    let (ok, out, err) = xlane(&["run", file, "-t", target, "--wave", &w, "--kernel", "c0", "--block", &w, "--args", &args, "--keep-temps", "kept", "--quiet"], &dir);
    assert!(ok, "compiling the {target} cases failed:\n{out}\n{err}");
    let ll = std::fs::read_dir(dir.join("kept"))
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|x| x == "ll"))
        .unwrap();
    let ll = ll.to_str().unwrap().to_string();
    let mut failures = vec![];
    for (i, c) in cases.iter().enumerate() {
        let out_dir = format!("out{i}");
        let k = format!("c{i}");
        let (ok, stdout, stderr) =
            xlane(&["run", &ll, "-t", target, "--wave", &w, "--kernel", &k, "--block", &w, "--args", &args, "--out", &out_dir, "--json", "--tier", "interp"], &dir);
        if !ok {
            failures.push(format!("{target} `{}`: the run failed: {stdout}{stderr}", c.name));
            continue;
        }
        let got: Vec<u64> = std::fs::read(dir.join(&out_dir).join("arg0.bin")).unwrap().chunks(8).map(|b| u64::from_le_bytes(b.try_into().unwrap())).collect();
        let bad = match c.check {
            Check::Exact => got != c.expect,
            Check::Ulps { f64: f, ulps, .. } => got.iter().zip(&c.expect).any(|(&g, &e)| ulp_diff(g, e, f) > ulps),
        };
        if bad {
            failures.push(format!("{target} `{}`: got {:x?}, expected {:x?}", c.name, &got[..got.len().min(8)], &c.expect[..c.expect.len().min(8)]));
        }
        if let Check::Ulps { op, .. } = c.check {
            let j: serde_json::Value = serde_json::from_str(&stdout).unwrap();
            if !j["approximate"].as_array().is_some_and(|a| a.iter().any(|x| x == op)) {
                failures.push(format!("{target} `{}`: not reported approximate (`{op}`): {}", c.name, j["approximate"]));
            }
        }
    }
    failures
}

/// Every HIP/CUDA-level registry function available on the target, with its element types.
fn required(target: &str, wave: u32, level: Level) -> BTreeMap<&'static str, Vec<ElemTy>> {
    let t = xlane_core::target::lookup(target).unwrap();
    let mut m: BTreeMap<&'static str, Vec<ElemTy>> = BTreeMap::new();
    for b in registry::all().filter(|b| b.level == level && b.check_avail(t, wave).is_ok()) {
        let tys = m.entry(b.name).or_default();
        for &ty in b.types {
            if !tys.contains(&ty) && c_type(ty).is_some() {
                tys.push(ty);
            }
        }
    }
    m
}

fn check_target(target: &str, wave: u32, cuda: bool) {
    if Command::new("clang-22").arg("--version").output().is_err() {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "clang-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
        eprintln!("skipped: clang-22 is not installed");
        return;
    }
    let level = if cuda { Level::Cuda } else { Level::Hip };
    let mut cases = vec![];
    let mut missing = vec![];
    for (name, types) in required(target, wave, level) {
        let types = if types.is_empty() { vec![ElemTy::U32] } else { types };
        match registry_cases(name, &types, wave, cuda) {
            Some(c) => cases.extend(c),
            None if NOT_CALLABLE.iter().any(|(n, _)| *n == name) => {}
            None => missing.push(name),
        }
    }
    assert!(missing.is_empty(), "{target}: registry functions without a header case: {missing:?}");
    let registry_count = cases.len();
    cases.extend(other_cases(wave, cuda));
    let failures = run_cases(target, wave, cuda, &cases);
    assert!(failures.is_empty(), "{} of {} entries ({registry_count} from the registry) failed:\n{}", failures.len(), cases.len(), failures.join("\n"));
}

#[test]
fn cuda_lite_has_every_sm90_warp_function_and_the_math_api() {
    check_target("sm_90", 32, true);
}

#[test]
fn hip_lite_has_every_gfx942_wave_function_and_the_math_api() {
    check_target("gfx942", 64, false);
}

#[test]
fn hip_lite_has_every_gfx1100_wave32_wave_function() {
    check_target("gfx1100", 32, false);
}
