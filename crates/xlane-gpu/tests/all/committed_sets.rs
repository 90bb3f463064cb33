//! The committed H200 sets must be exactly what `xlane-gpu build` makes from the committed
//! raw recording (crates/xlane-gpu/recordings/seed2001): nobody edited a vector by hand, and
//! the strict set nulls exactly the lanes the documents leave undefined.

use std::io::Read;
use std::path::{Path, PathBuf};
use xlane_gpu::emit::{self, Policy};
use xlane_gpu::{meta, raw};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn gunzip(p: &Path) -> String {
    let mut s = String::new();
    flate2::read::GzDecoder::new(std::fs::File::open(p).unwrap()).read_to_string(&mut s).unwrap();
    s
}

#[test]
fn committed_sets_match_the_recording() {
    let rec_dir = root().join("crates/xlane-gpu/recordings/seed2001");
    let recs = raw::read(&rec_dir).unwrap();
    let device: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(rec_dir.join(raw::DEVICE_FILE)).unwrap()).unwrap();
    for (policy, set) in [(Policy::Strict, "nvidia-h200-warp"), (Policy::Hardware, "nvidia-h200-hw")] {
        let dir = root().join("vectors").join(set);
        let built = emit::build(&recs, policy, 2001).unwrap();
        assert!(built.disagreements.is_empty(), "{set}: {:?}", built.disagreements);
        for (stem, lines) in &built.files {
            let want = lines.join("\n") + "\n";
            assert!(gunzip(&dir.join(format!("{stem}.jsonl.gz"))) == want, "{set}/{stem}.jsonl.gz differs from a rebuild");
        }
        let m: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join("meta.json")).unwrap()).unwrap();
        assert_eq!(m, meta::for_set(&device, &built, policy), "{set}/meta.json differs from a rebuild");
    }
}
