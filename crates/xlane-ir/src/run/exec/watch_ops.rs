//! The steps of the `--watch` ops (`front/watch.rs` puts them in a watched program;
//! `run/watch.rs` has what they do).

step!(WatchBind { rec, slots } |cx, regs, exec| => {
    if let Some(s) = cx.info.watch.as_deref() {
        cx.side.watch.bind(&s.prog, *rec, exec);
    }
});
step!(WatchHit { bp } |cx, regs, exec| => {
    if let Some(s) = cx.info.watch.as_deref() {
        let at = crate::run::watch::At { block: cx.wave.block_idx, wave: cx.wave.index, wave_size: cx.info.wave, turn: cx.side.turn };
        crate::run::watch::hit(&mut cx.side.watch, s, at, regs, cx.mem, *bp, exec);
    }
});
step!(WatchLeave {} |cx, regs, exec| => cx.side.watch.leave(exec));
