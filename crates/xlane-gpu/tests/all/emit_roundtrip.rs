//! The writer's output must be valid vectors: every line parses with xlane-core's reader,
//! ids are unique, and the strict set differs from the hardware set only where the PTX ISA
//! leaves a lane undefined. The "hardware" here is a stand-in built from the harness's
//! reference (0 in undefined lanes, as the H200 returned for inactive sources), so this test
//! checks the plumbing, not the semantics.

use xlane_gpu::emit::{self, Policy};
use xlane_gpu::gen::{self, LANES};
use xlane_gpu::raw::{Recorded, PRED_FILL, RET_FILL};
use xlane_gpu::{reference, spec};

fn fake_recording(seed: u64, n: u32) -> Vec<Recorded> {
    let mut out = vec![];
    for s in spec::all() {
        for c in gen::cases(&s, seed, n) {
            let exp = reference::expect(s.kind, &s.ty, &c);
            let mut ret = vec![RET_FILL; LANES];
            let mut pred = vec![PRED_FILL; LANES];
            for l in 0..LANES {
                if c.exec >> l & 1 != 0 {
                    ret[l] = exp[l].ret.unwrap_or(if s.kind == spec::Kind::SyncWarp { c.mask[l] as u64 } else { 0 });
                    pred[l] = exp[l].pred.unwrap_or(1) as u32;
                }
            }
            out.push(Recorded { case: c, ret, pred });
        }
    }
    out
}

#[test]
fn both_sets_parse_and_differ_only_in_undefined_lanes() {
    let recs = fake_recording(11, 6);
    let strict = emit::build(&recs, Policy::Strict, 11).unwrap();
    let hw = emit::build(&recs, Policy::Hardware, 11).unwrap();
    assert!(strict.disagreements.is_empty(), "{:?}", &strict.disagreements[..3.min(strict.disagreements.len())]);
    assert!(strict.undefined.lanes > 0, "no undefined lanes drawn: the generator lost its divergent cases");
    let mut ids = std::collections::HashSet::new();
    let mut differing = 0;
    for (stem, lines) in &strict.files {
        for (i, line) in lines.iter().enumerate() {
            let c = xlane_core::conform::parse_case(line, format!("{stem}:{i}")).unwrap();
            assert!(ids.insert(c.id.clone()), "duplicate id {}", c.id);
            let h = xlane_core::conform::parse_case(&hw.files[stem][i], format!("hw {stem}:{i}")).unwrap();
            assert_eq!(c.args, h.args);
            if c.expect != h.expect {
                differing += 1;
                // Every lane that differs is null in the strict set.
                let (s, h) = (&c.expect["ret"], &h.expect["ret"]);
                for l in 0..LANES {
                    if s[l] != h[l] {
                        assert!(s[l].is_null(), "{} lane {l}", c.id);
                    }
                }
            }
        }
    }
    assert!(differing > 0);
}

#[test]
fn float_and_signed_values_use_the_vector_spelling() {
    assert_eq!(emit::typed(&spec::F16, 0x8000), serde_json::json!("0x8000"));
    assert_eq!(emit::typed(&spec::F16X2, 0x7e00_3c00), serde_json::json!("0x7e003c00"));
    assert_eq!(emit::typed(&spec::F64, 1), serde_json::json!("0x0000000000000001"));
    assert_eq!(emit::typed(&spec::I32, 0xffff_fffe), serde_json::json!(-2));
    assert_eq!(emit::typed(&spec::LONG, u64::MAX), serde_json::json!(-1));
    assert_eq!(emit::typed(&spec::U64, u64::MAX), serde_json::json!(u64::MAX));
}
