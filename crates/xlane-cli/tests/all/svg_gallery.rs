//! The committed gallery is current, every file in it is a picture, and the arrows in each
//! picture are the semantics' routes — checked against independent reasoning for a few.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use xlane_cli::svg::gallery::{self, Entry, ENTRIES};
use xlane_core::semantics::Origin;

fn docs() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs")
}

fn entry(file: &str) -> &'static Entry {
    ENTRIES.iter().find(|e| e.file == file).unwrap_or_else(|| panic!("no gallery entry {file}"))
}

/// (output, src, dst) of every arrow.
fn arrows(svg: &str) -> BTreeSet<(String, u32, u32)> {
    let doc = roxmltree::Document::parse(svg).expect("well-formed XML");
    doc.descendants()
        .filter(|n| n.attribute("class") == Some("arrow"))
        .map(|n| {
            let num = |k| n.attribute(k).unwrap().parse::<u32>().unwrap();
            (n.attribute("data-output").unwrap().to_string(), num("data-src"), num("data-dst"))
        })
        .collect()
}

/// The SVG of an entry, or `None` (with a message) while the registry has no row of that
/// name for the entry's vendor.
fn drawn(file: &str) -> Option<String> {
    let e = entry(file);
    let name = e.call.split('(').next().unwrap();
    let vendor = xlane_core::target::lookup(e.target).unwrap().vendor;
    if !xlane_core::registry::all().any(|b| b.name == name && b.vendor() == vendor) {
        println!("skipped {file}: the registry has no {vendor:?} row `{name}` yet");
        return None;
    }
    Some(gallery::render_entry(e).unwrap_or_else(|d| panic!("{file}: {d}")))
}

#[test]
fn committed_gallery_is_current() {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR")).join("gallery-check");
    let _ = std::fs::remove_dir_all(&tmp);
    let dir = tmp.join("gallery");
    gallery::write(&dir, &tmp.join("gallery.md")).unwrap();
    let stale = "the committed gallery is stale (a registry row or a route changed): run \
                 `cargo run -q -p xlane-cli -- gallery` in the repository root and commit docs/gallery.md and docs/gallery/";
    let fresh = std::fs::read_to_string(tmp.join("gallery.md")).unwrap();
    let committed = std::fs::read_to_string(docs().join("gallery.md")).expect("docs/gallery.md exists");
    assert!(fresh == committed, "gallery.md differs; {stale}");
    let names =
        |d: &Path| -> BTreeSet<String> { std::fs::read_dir(d).map_or_else(|_| BTreeSet::new(), |r| r.map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect()) };
    assert_eq!(names(&dir), names(&docs().join("gallery")), "{stale}");
    for n in names(&dir) {
        let a = std::fs::read(dir.join(&n)).unwrap();
        let b = std::fs::read(docs().join("gallery").join(&n)).unwrap();
        assert!(a == b, "{n} differs; {stale}");
    }
}

#[test]
fn every_gallery_file_renders_to_a_picture() {
    let Ok(dir) = std::fs::read_dir(docs().join("gallery")) else { return };
    let opts = resvg::usvg::Options::default();
    for f in dir {
        let path = f.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        roxmltree::Document::parse(&text).unwrap_or_else(|e| panic!("{}: not XML: {e}", path.display()));
        let tree = resvg::usvg::Tree::from_str(&text, &opts).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let size = tree.size().to_int_size();
        assert!(size.width() > 300 && size.height() > 150, "{}: tiny picture", path.display());
        // A quarter-scale raster is enough to see ink and keeps the debug-build test quick.
        let mut pix = resvg::tiny_skia::Pixmap::new(size.width() / 4, size.height() / 4).unwrap();
        resvg::render(&tree, resvg::tiny_skia::Transform::from_scale(0.25, 0.25), &mut pix.as_mut());
        // Count pixels that are neither white nor transparent: cells, arrows and strokes.
        let inked = pix.pixels().iter().filter(|p| p.alpha() > 0 && (p.red() < 240 || p.green() < 240 || p.blue() < 240)).count();
        assert!(inked > 500, "{}: only {inked} inked pixels", path.display());
    }
}

/// For every entry the registry can evaluate, the drawn arrows are exactly the route's copies
/// and every destination cell's `data-origin` matches the route.
#[test]
fn arrows_are_the_routes() {
    for e in ENTRIES {
        let ev = match gallery::evaluate(e) {
            Ok(ev) => ev,
            Err(d) => {
                println!("skipped {}: {}", e.file, d.message);
                continue;
            }
        };
        let svg = gallery::render_entry(e).unwrap();
        let mut want = BTreeSet::new();
        for o in &ev.result.outputs {
            let Some(r) = &o.route else { continue };
            for n in 0..e.wave {
                if let Origin::Lane { lane, .. } = r.lanes[n as usize] {
                    want.insert((o.name.to_string(), lane as u32, n));
                }
            }
        }
        assert_eq!(arrows(&svg), want, "{}", e.file);
    }
}

/// Expected sources worked out from the ISA text, not from the implementation.
fn expect_sources(file: &str, output: &str, src: impl Fn(u32) -> Option<u32>) {
    let Some(svg) = drawn(file) else { return };
    let wave = entry(file).wave;
    let want: BTreeSet<_> = (0..wave).filter_map(|n| src(n).map(|s| (output.to_string(), s, n))).collect();
    assert_eq!(arrows(&svg), want, "{file}");
}

#[test]
fn row_shr1_reads_the_lane_below() {
    // CDNA4 ISA Table 94 ROW_SR: lane n reads n−1 unless n is the first lane of its row.
    expect_sources("dpp-row_shr-1", "ret", |n| (n % 16 != 0).then(|| n - 1));
}

#[test]
fn row_bcast15_with_row_mask_0xa() {
    // The brief's example: rows 1 and 3 are written from lanes 15 and 47; rows 0, 2 are masked.
    expect_sources("dpp-row_bcast15", "ret", |n| match n / 16 {
        1 => Some(15),
        3 => Some(47),
        _ => None,
    });
}

#[test]
fn swizzle_swap1_pairs_neighbours() {
    // Bitmask mode and 0x1f, xor 1 (RDNA3.5 ISA DS_SWIZZLE_B32).
    expect_sources("swizzle-swap1", "ret", |n| Some(n ^ 1));
}

#[test]
fn permlane64_swaps_halves() {
    // RDNA3.5 ISA V_PERMLANE64_B32: lane n reads lane n xor 32.
    expect_sources("permlane64-w64", "ret", |n| Some(n ^ 32));
}

#[test]
fn permlanex16_identity_swaps_rows() {
    // RDNA3.5 ISA V_PERMLANEX16_B32 with identity selectors: the other row of the pair.
    expect_sources("permlanex16-identity", "ret", |n| Some(n ^ 16));
}

#[test]
fn hip_shfl_xor_1() {
    // HIP amd_warp_functions.h __shfl_xor: lane n reads n ^ 1 (width 32 = the whole wave).
    expect_sources("hip-shfl_xor-w32", "ret", |n| Some(n ^ 1));
}

#[test]
fn permlane16_reverse_with_inactive_sources() {
    // RDNA3.5 ISA V_PERMLANE16_B32: lane i of a row reads nibble i of {hi,lo}; lo = 0x89abcdef,
    // hi = 0x01234567 gives 15-i. Lanes 16–19 are inactive: they get no result, and lanes
    // 28–31, which read them, get 0 (bound_ctrl), so neither has an arrow.
    let exec = 0xfff0_ffffu32;
    let on = |l: u32| exec >> l & 1 != 0;
    expect_sources("permlane16-inactive-bc", "ret", |n| {
        let s = (n & !15) | (15 - (n & 15));
        (on(n) && on(s)).then_some(s)
    });
}
