//! Merged moves (a second live register joined by lane-mask selects): expected effects from
//! the ISA's rules, not from the synthesiser.

use std::time::Duration;
use xlane_core::ElemTy;
use xlane_synth::fx::LaneFx;
use xlane_synth::search::Budget;
use xlane_synth::{synthesize, Request, ResultLanes};

fn req(target: &str, wave: u32, spec: &str) -> Request {
    Request {
        target: target.into(),
        wave: Some(wave),
        ty: ElemTy::I32,
        width: None,
        spec: spec.into(),
        result: ResultLanes::All,
        accept_order: false,
        budget: Budget { expansions: 3_000, time: Duration::from_secs(2) },
        objective: Default::default(),
    }
}

/// GFX10+ exclusive scan: DPP row_shr:1 stays inside a row of 16 (RDNA ISA, DPP16), so the
/// first step must give lane n the value of lane n-1 across rows and lane 0 the identity,
/// which takes a second register for the rows' first lanes.
#[test]
fn gfx10_plus_exclusive_scans_start_with_a_shift_across_rows() {
    for (t, w) in [("gfx1030", 32), ("gfx1030", 64), ("gfx1100", 64), ("gfx1201", 32)] {
        let s = synthesize(&req(t, w, "scan add exclusive")).unwrap_or_else(|e| panic!("{t} w{w}: {e}"));
        assert!(s.proof.statement.starts_with("for every input"), "{t}");
        let first = &s.found.steps[0];
        assert!(!first.alts.is_empty(), "{t} w{w}: the shift needs a second chain");
        for n in 0..w as usize {
            let want = if n == 0 { LaneFx::Gather(0) } else { LaneFx::Gather(1 << (n - 1)) };
            let got = first.fx[n];
            assert!(got == want || n == 0 && got == LaneFx::Zero, "{t} w{w} lane {n}: {got:?}");
        }
    }
}

/// A wave64 permutation on GFX10/GFX11: ds_bpermute reads only its own 32-lane half there
/// (RDNA3 ISA, "MOD 32 regardless of wave size"), so a list that crosses the halves needs
/// a merged move; on GFX9 and GFX12 one bpermute does it.
#[test]
fn wave64_permutations_crossing_halves() {
    // Lane i takes lane 63 - i on even lanes, its own lane on odd ones: half the lanes cross.
    let list: Vec<String> = (0..64).map(|i| if i % 2 == 0 { 63 - i } else { i }.to_string()).collect();
    let spec = format!("perm [{}]", list.join(", "));
    for t in ["gfx1030", "gfx1100", "gfx1201", "gfx942"] {
        let s = synthesize(&req(t, 64, &spec)).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert!(s.proof.statement.starts_with("for every input"), "{t}");
        let merged = s.found.steps.iter().any(|st| !st.alts.is_empty());
        if matches!(t, "gfx1030" | "gfx1100") {
            assert!(merged || s.found.steps.len() > 1, "{t}: crossing the halves takes more than one bpermute");
        }
    }
}
