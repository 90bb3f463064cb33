//! The steps of the `--watch` ops (`front/watch.rs` puts them in a watched program;
//! `run/watch.rs` has what they do).

step!(WatchBind { rec, slots } |cx, regs, exec| => {
    if let Some(s) = cx.info.watch.as_deref() {
        cx.side.watch.bind(&s.prog, *rec, exec);
    }
});
step!(WatchHit { bp } |cx, regs, exec| => {
    if let Some(s) = cx.info.watch.as_deref() {
        // the wave's lanes that exist (a partial last wave has fewer)
        let threads: u64 = cx.info.block.iter().map(|&d| d as u64).product();
        let size = threads.saturating_sub(cx.wave.index as u64 * cx.info.wave as u64).min(cx.info.wave as u64) as u32;
        let at = crate::run::watch::At { block: cx.wave.block_idx, wave: cx.wave.index, wave_size: size, turn: cx.side.turn };
        crate::run::watch::hit(&mut cx.side.watch, s, at, regs, cx.mem, *bp, exec);
    }
});
step!(WatchLeave {} |cx, regs, exec| => cx.side.watch.leave(exec));
