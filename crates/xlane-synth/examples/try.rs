use xlane_synth::*;
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let t = xlane_core::target::lookup(&a[1]).unwrap();
    let wave: u32 = a[2].parse().unwrap();
    let width: u32 = a[3].parse().unwrap();
    let spec = Spec::parse(&a[4], width).unwrap();
    let p = Problem::new(t, wave, xlane_core::ElemTy::I32, width, spec, ResultLanes::All).unwrap();
    let t0 = std::time::Instant::now();
    let c = candidates::enumerate(&p);
    dbg_noop(&p);
    eprintln!("{} candidates in {:?}", c.moves.len(), t0.elapsed());
    let f = search::search(&p, search::Budget::default());
    eprintln!("search {:?}", t0.elapsed());
    match f {
        Some(f) => {
            println!("cost {:?} optimal {} lb {:?} expanded {}", f.cost, f.optimal, f.lower_bound, f.expanded);
            for s in &f.steps { println!("  {}  {:?}", s.text(Some("op")), s.cost); }
        }
        None => println!("none"),
    }
}
#[allow(dead_code)]
fn dbg_noop(p: &Problem) {
    let c = candidates::enumerate(p);
    eprintln!("noop = {:?}", c.noop.as_ref().map(|c| c.text("v")));
    eprintln!("dpp_identity = {:?}", c.dpp_identity.as_ref().map(|c| c.text("v")));
}
