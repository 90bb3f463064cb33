//! `explain --svg` and `eval --svg`: the diagrams drawn from the CLI's own results.

use std::collections::BTreeSet;

use xlane_cli::explain::explain;
use xlane_cli::snippet;
use xlane_cli::svg;
use xlane_core::semantics::Origin;

type Arrow = (usize, String, u32, u32);

fn arrows(svg: &str) -> BTreeSet<Arrow> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("arrow"))
        .map(|n| {
            let num = |k| n.attribute(k).unwrap().parse::<u32>().unwrap();
            (num("data-call") as usize, n.attribute("data-output").unwrap().to_string(), num("data-src"), num("data-dst"))
        })
        .collect()
}

/// The example: a reader must see rows 1 and 3 fed by lanes 15 and 47, and rows 0 and
/// 2 kept because row_mask 0xa turns them off (CDNA4 ISA Table 94 row_bcast15; Table 93 masks).
#[test]
fn explain_bcast15_diagram() {
    let e = explain("gfx942", None, None, "__builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false)").unwrap();
    let s = e.diagram();
    let want: BTreeSet<Arrow> = (0..64u32)
        .filter_map(|n| match n / 16 {
            1 => Some((0, "ret".to_string(), 15, n)),
            3 => Some((0, "ret".to_string(), 47, n)),
            _ => None,
        })
        .collect();
    assert_eq!(arrows(&s), want);
    let doc = roxmltree::Document::parse(&s).unwrap();
    let masked = doc.descendants().filter(|n| n.attribute("class") == Some("dst") && n.attribute("data-reason") == Some("row-masked")).count();
    assert_eq!(masked, 32, "rows 0 and 2 are drawn as masked");
    for words in ["row_bcast:15", "row_mask 0xa (rows 1, 3)", "bound_ctrl off", "gfx942 (CDNA3) · wave64", "row disabled by row_mask → keeps `old`"] {
        assert!(s.contains(words), "the diagram says `{words}`");
    }
}

/// Every arrow of an explained call is a `Lane` origin of its route, and back.
#[test]
fn explain_arrows_are_the_route() {
    for (target, call) in [
        ("gfx1100", "__builtin_amdgcn_ds_swizzle(v, 0xe000)"),
        ("gfx1100", "__builtin_amdgcn_permlanex16(old, v, 0x76543210, 0xfedcba98, false, true)"),
        ("sm_90", "__shfl_down_sync(0xffffffff, v, 3, 8)"),
        ("gfx950", "__builtin_amdgcn_permlane32_swap(a, b, false, false)"),
    ] {
        let e = explain(target, None, None, call).unwrap();
        let mut want = BTreeSet::new();
        for o in &e.outputs {
            for (n, origin) in o.route.iter().flat_map(|r| r.lanes[..e.wave as usize].iter().enumerate()) {
                if let Origin::Lane { lane, .. } = origin {
                    want.insert((0, o.name.to_string(), *lane as u32, n as u32));
                }
            }
        }
        assert!(!want.is_empty(), "{call}: a movement has arrows");
        assert_eq!(arrows(&e.diagram()), want, "{call}");
    }
}

/// An eval snippet with two cross-lane calls, the second under `if`, draws two panels: the
/// first a row_shr:1 (lane n ← n−1 inside each row), the second an xor-1 butterfly on the
/// lanes where the condition held.
#[test]
fn eval_draws_one_panel_per_call() {
    let t = xlane_core::target::lookup("gfx1100").unwrap();
    let opts = snippet::Options { target: t, wave: 32, exec: u64::from(u32::MAX), policy: Default::default(), placeholders: false };
    let text = "int v = lane; int a = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false); \
                if (lane < 8) { a = __shfl_xor(a, 1, 32); }";
    let run = snippet::eval(text, &opts).unwrap();
    assert_eq!(run.calls.len(), 2);
    let got = arrows(&svg::from_run(&opts, text, &run));
    let first: BTreeSet<Arrow> = (0..32).filter(|n| n % 16 != 0).map(|n| (0, "ret".into(), n - 1, n)).collect();
    let second: BTreeSet<Arrow> = (0..8).map(|n| (1, "ret".into(), n ^ 1, n)).collect();
    assert_eq!(got, first.union(&second).cloned().collect());
}

/// The binary writes the file `--svg` names, and says what is wrong when it cannot.
#[test]
fn svg_option_writes_the_file() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("svg-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bcast15.svg");
    let _ = std::fs::remove_file(&file);
    let call = "__builtin_amdgcn_update_dpp(old, v, 0x142, 0xa, 0xf, false)";
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_xlane")).args(["explain", "--target", "gfx942", call, "--svg"]).arg(&file).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let s = std::fs::read_to_string(&file).unwrap();
    assert_eq!(arrows(&s).len(), 32);

    let bad = std::process::Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(["eval", "--target", "gfx1100", "int v = lane; int r = __builtin_amdgcn_permlane64(v);", "--svg", "/nonexistent-dir/x.svg"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("cannot write the diagram to /nonexistent-dir/x.svg"));
}
