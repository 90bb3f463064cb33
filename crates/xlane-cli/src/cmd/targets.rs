//! `xlane targets`: every processor with its family, wave sizes and features.

use xlane_core::diag::Result;
use xlane_core::target::{self, feat, Target};

#[derive(clap::Args)]
pub struct Args {
    /// Only this vendor's processors.
    #[arg(long, value_parser = ["amd", "nvidia"])]
    pub vendor: Option<String>,
}

/// `gfx9`…`gfx12` for AMD; compute capability and lowest PTX ISA for NVIDIA.
fn generation(t: &Target) -> String {
    match t.amd_gen {
        Some(g) => format!("{g:?}").to_lowercase(),
        None => format!("cc {}.{} · PTX ≥ {}.{}", t.sm / 10, t.sm % 10, t.min_ptx / 10, t.min_ptx % 10),
    }
}

fn waves(t: &Target) -> String {
    t.waves.iter().map(|w| format!("wave{w}")).collect::<Vec<_>>().join(" ")
}

/// The processors of `vendor` (all when `None`).
fn picked(vendor: Option<&str>) -> Vec<&'static Target> {
    target::all().filter(|t| super::avail::vendor_matches(t.vendor, vendor)).collect()
}

/// The `--json` document: one object per processor.
pub fn to_json(vendor: Option<&str>) -> serde_json::Value {
    picked(vendor)
        .iter()
        .map(|t| {
            serde_json::json!({
                "name": t.name,
                "vendor": super::avail::vendor_name(t.vendor),
                "family": t.family.name(),
                "generation": generation(t),
                "waves": t.waves,
                "default_wave": t.default_wave(),
                "features": feat::names(t.features),
            })
        })
        .collect()
}

pub fn run(a: &Args, json: bool) -> Result<i32> {
    if json {
        outln!("{}", to_json(a.vendor.as_deref()));
        return Ok(0);
    }
    let picked = picked(a.vendor.as_deref());
    let gen_w = picked.iter().map(|t| generation(t).chars().count()).max().unwrap_or(0);
    let name_w = picked.iter().map(|t| t.name.len()).max().unwrap_or(0);
    for t in picked {
        let line = format!("{:<name_w$} {:<9} {:<gen_w$}  {:<13} {}", t.name, t.family.name(), generation(t), waves(t), feat::names(t.features).join(" "));
        outln!("{}", line.trim_end());
    }
    Ok(0)
}
