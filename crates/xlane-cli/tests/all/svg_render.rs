//! The renderer draws what a route says: hand-written routes (independent of any semantics
//! implementation) go in, and the arrows and cells read back from the SVG must match them.

use xlane_cli::svg::{render, CallView, Scene};
use xlane_core::registry::{Avail, Builtin, Level, Lower, Param, Ret, Ty};
use xlane_core::semantics::{Origin, Output, Reason, Route};
use xlane_core::target::{self, Features};
use xlane_core::{Arg, CallResult, ElemTy, Lanes};

fn unused_sem(_: &xlane_core::semantics::SemCtx, _: &[Arg]) -> xlane_core::diag::Result<xlane_core::semantics::Outputs> {
    unreachable!("these tests build their outputs by hand")
}

const fn p(name: &'static str, ty: Ty, imm: bool) -> Param {
    if imm {
        Param::imm(name, ty)
    } else {
        Param::val(name, ty)
    }
}

/// A stand-in row shaped like update_dpp (the real row belongs to the registry).
static DPP_LIKE: Builtin = Builtin::row("update_dpp_like", Level::ClangBuiltin, Avail::amd(Features::NONE), unused_sem, Lower::NONE)
    .params(&[
        p("old", Ty::T, false),
        p("src", Ty::T, false),
        p("dpp_ctrl", Ty::Fixed(ElemTy::I32), true),
        p("row_mask", Ty::Fixed(ElemTy::I32), true),
        p("bank_mask", Ty::Fixed(ElemTy::I32), true),
        p("bound_ctrl", Ty::Fixed(ElemTy::Bool), true),
    ])
    .ret(Ret::One(Ty::T))
    .types(&[ElemTy::I32])
    .doc("a DPP-shaped move for renderer tests")
    .source("test");

/// A stand-in row shaped like permlane16_swap: two outputs, each copying from both arguments.
static SWAP_LIKE: Builtin = Builtin::row("swap_like", Level::ClangBuiltin, Avail::amd(Features::NONE), unused_sem, Lower::NONE)
    .params(&[p("a", Ty::T, false), p("b", Ty::T, false)])
    .ret(Ret::Pair(Ty::T))
    .types(&[ElemTy::U32])
    .doc("a swap-shaped move for renderer tests")
    .source("test");

fn args_dpp(wave: u32, ctrl: u64, row_mask: u64, bank_mask: u64, bc: bool) -> Vec<Arg> {
    vec![
        Arg::Lanes(Lanes::from_fn(wave, |n| 100 + n as u64)),
        Arg::Lanes(Lanes::from_fn(wave, |n| n as u64)),
        Arg::Imm(ctrl),
        Arg::Imm(row_mask),
        Arg::Imm(bank_mask),
        Arg::Imm(bc as u64),
    ]
}

fn one_call(b: &'static Builtin, ty: ElemTy, outputs: Vec<Output>) -> CallResult {
    CallResult { builtin: b, ty, outputs: outputs.into() }
}

fn draw(text: &str, wave: u32, exec: u64, result: &CallResult, args: &[Arg]) -> String {
    let t = target::lookup("gfx942").unwrap();
    let calls = [CallView { text, result, args, labels: &[], exec }];
    let svg = render(&Scene { target: t, wave, exec, calls: &calls });
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg-preview");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{}.svg", text.split('(').next().unwrap())), &svg).unwrap();
    svg
}

/// (output, src, dst) of every arrow in the drawing.
fn arrows(svg: &str) -> Vec<(String, u32, u32)> {
    let doc = roxmltree::Document::parse(svg).expect("the SVG is well-formed XML");
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("arrow"))
        .map(|n| (n.attribute("data-output").unwrap().to_string(), n.attribute("data-src").unwrap().parse().unwrap(), n.attribute("data-dst").unwrap().parse().unwrap()))
        .collect()
}

/// (lane, origin, reason) of every destination cell, in drawing order.
fn cells(svg: &str) -> Vec<(u32, String, Option<String>)> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("dst"))
        .map(|n| (n.attribute("data-lane").unwrap().parse().unwrap(), n.attribute("data-origin").unwrap().to_string(), n.attribute("data-reason").map(str::to_string)))
        .collect()
}

/// row_bcast:15 with row_mask 0xa on wave64, worked by hand from CDNA4 ISA Table 94:
/// rows 1 and 3 are written with lane 15 / lane 47; rows 0 and 2 are masked and keep `old`.
#[test]
fn bcast15_masked_rows() {
    let mut r = Route::new(64);
    for n in 0..64u32 {
        r.lanes[n as usize] = match n / 16 {
            1 => Origin::Lane { arg: 1, lane: 15 },
            3 => Origin::Lane { arg: 1, lane: 47 },
            _ => Origin::Keep { arg: 0, reason: Reason::RowMasked },
        };
    }
    let args = args_dpp(64, 0x142, 0xa, 0xf, false);
    let res = one_call(&DPP_LIKE, ElemTy::I32, vec![Output::routed("ret", ElemTy::I32, r, &args)]);
    let svg = draw("bcast15_like(old, v, 0x142, 0xa, 0xf, false)", 64, u64::MAX, &res, &args);

    let got = arrows(&svg);
    let want: Vec<(String, u32, u32)> = (16..32).map(|n| ("ret".to_string(), 15, n)).chain((48..64).map(|n| ("ret".to_string(), 47, n))).collect();
    assert_eq!(got, want);
    let c = cells(&svg);
    assert_eq!(c.len(), 64);
    for (lane, origin, reason) in c {
        if matches!(lane / 16, 0 | 2) {
            assert_eq!((origin.as_str(), reason.as_deref()), ("masked", Some("row-masked")), "lane {lane}");
        } else {
            assert_eq!((origin.as_str(), reason), ("lane".to_string().as_str(), None), "lane {lane}");
        }
    }
    assert!(svg.contains("row_mask 0xa"), "the caption names the controls");
}

/// row_shr:1 with bound_ctrl and lanes 4–7 inactive, wave32: lane n ← n−1 inside each row;
/// lanes 0 and 16 read out of range and get 0; lane 8 reads inactive lane 7 and gets 0.
#[test]
fn row_shr1_bound_ctrl_with_inactive_lanes() {
    let exec = 0xffff_ff0f_u64;
    let mut r = Route::new(32);
    for n in 0..32u32 {
        r.lanes[n as usize] = if exec >> n & 1 == 0 {
            Origin::Inactive
        } else if n % 16 == 0 {
            Origin::Zero(Reason::OutOfRange)
        } else if exec >> (n - 1) & 1 == 0 {
            Origin::Zero(Reason::InactiveSource)
        } else {
            Origin::Lane { arg: 1, lane: (n - 1) as u8 }
        };
    }
    let args = args_dpp(32, 0x111, 0xf, 0xf, true);
    let res = one_call(&DPP_LIKE, ElemTy::I32, vec![Output::routed("ret", ElemTy::I32, r, &args)]);
    let svg = draw("row_shr_like(old, v, 0x111, 0xf, 0xf, true)", 32, exec, &res, &args);

    let got = arrows(&svg);
    assert!(got.iter().all(|(_, s, d)| *s + 1 == *d), "row_shr:1: lane n reads n-1");
    let dsts: Vec<u32> = got.iter().map(|a| a.2).collect();
    let want: Vec<u32> = (1..32).filter(|&n| n % 16 != 0 && ![4, 5, 6, 7, 8].contains(&n)).collect();
    assert_eq!(dsts, want);
    let c = cells(&svg);
    assert_eq!(c[0].1, "zero");
    assert_eq!(c[0].2.as_deref(), Some("out-of-range"));
    assert_eq!(c[5].1, "inactive");
    assert_eq!(c[8].2.as_deref(), Some("inactive-source"));
    assert!(svg.contains("exec 0xffffff0f"));
}

/// Two outputs (a swap): both panels are drawn, each with its own arrows, and the second
/// argument's strip sits below the destination.
#[test]
fn two_outputs_draw_two_panels() {
    let a = Lanes::from_fn(64, |n| n as u64);
    let b = Lanes::from_fn(64, |n| 64 + n as u64);
    let args = vec![Arg::Lanes(a), Arg::Lanes(b)];
    // permlane16_swap closed form (CDNA4 ISA V_PERMLANE16_SWAP_B32): A'[l] = odd row ? B[l-16] : A[l];
    // B'[l] = even row ? A[l+16] : B[l].
    let (mut x, mut y) = (Route::new(64), Route::new(64));
    for l in 0..64u32 {
        let odd = (l / 16) % 2 == 1;
        x.lanes[l as usize] = if odd { Origin::Lane { arg: 1, lane: (l - 16) as u8 } } else { Origin::Lane { arg: 0, lane: l as u8 } };
        y.lanes[l as usize] = if odd { Origin::Lane { arg: 1, lane: l as u8 } } else { Origin::Lane { arg: 0, lane: (l + 16) as u8 } };
    }
    let res = one_call(&SWAP_LIKE, ElemTy::U32, vec![Output::routed("ret", ElemTy::U32, x, &args), Output::routed("ret.y", ElemTy::U32, y, &args)]);
    let svg = draw("swap_like(a, b)", 64, u64::MAX, &res, &args);
    let got = arrows(&svg);
    assert_eq!(got.len(), 128);
    assert!(got.contains(&("ret".into(), 0, 16)), "A'[16] = B[0]");
    assert!(got.contains(&("ret.y".into(), 16, 0)), "B'[0] = A[16]");
    assert!(svg.contains(">ret.y<"));
}

/// Undefined and computed lanes have their own looks; an output without a route draws no
/// arrows but still shows each lane.
#[test]
fn undefined_and_unrouted() {
    let mut r = Route::new(32);
    for n in 0..32usize {
        r.lanes[n] = if n < 16 { Origin::Undef(Reason::PoisonOld) } else { Origin::Lane { arg: 1, lane: 0 } };
    }
    let args = args_dpp(32, 0x150, 0xf, 0xf, false);
    let pred = Output::ret(ElemTy::Bool, Lanes::splat(1));
    let res = one_call(&DPP_LIKE, ElemTy::I32, vec![Output::routed("ret", ElemTy::I32, r, &args), Output { name: "pred", ..pred }]);
    let svg = draw("undef_like(old, v, 0x150, 0xf, 0xf, false)", 32, 0xffff_ffff, &res, &args);
    let c = cells(&svg);
    assert_eq!(c.len(), 64);
    assert_eq!(c[3].1, "undef");
    assert_eq!(c[3].2.as_deref(), Some("poison-old"));
    assert!(c[32..].iter().all(|x| x.1 == "computed"));
    assert_eq!(arrows(&svg).len(), 16);
}
