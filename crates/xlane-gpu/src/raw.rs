//! The raw recording: every case's inputs plus every lane's outputs as the GPU wrote them
//! (non-executing lanes keep the fill value). The vector sets are built from it on the host,
//! so conventions can change without another run on the GPU.

use crate::gen::Case;
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;

/// What a lane's output holds when the lane never wrote it.
pub const RET_FILL: u64 = 0xdead_beef_dead_beef;
pub const PRED_FILL: u32 = 0xffff_ffff;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Recorded {
    #[serde(flatten)]
    pub case: Case,
    pub ret: Vec<u64>,
    pub pred: Vec<u32>,
}

pub const RAW_FILE: &str = "raw.jsonl.gz";
pub const DEVICE_FILE: &str = "device.json";

pub fn write(dir: &Path, recs: &[Recorded]) -> std::io::Result<()> {
    let f = std::fs::File::create(dir.join(RAW_FILE))?;
    let mut gz = flate2::write::GzEncoder::new(f, flate2::Compression::best());
    for r in recs {
        serde_json::to_writer(&mut gz, r)?;
        gz.write_all(b"\n")?;
    }
    gz.finish()?;
    Ok(())
}

pub fn read(dir: &Path) -> Result<Vec<Recorded>, String> {
    let path = dir.join(RAW_FILE);
    let f = std::fs::File::open(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut out = vec![];
    for (i, line) in BufReader::new(flate2::read::GzDecoder::new(f)).lines().enumerate() {
        let line = line.map_err(|e| format!("{}:{}: {e}", path.display(), i + 1))?;
        out.push(serde_json::from_str(&line).map_err(|e| format!("{}:{}: {e}", path.display(), i + 1))?);
    }
    Ok(out)
}
