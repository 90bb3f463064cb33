//! Control-flow facts the executor needs: immediate post-dominators (the reconvergence point
//! of a divergent branch), computed with the Cooper–Harvey–Kennedy iterative algorithm on the
//! reverse CFG with one virtual exit node that every `ret`/`unreachable` block reaches.

/// `succs[b]` are the successors of block `b`; blocks with none exit. Returns the immediate
/// post-dominator of each block, `n` (= `succs.len()`) standing for the virtual exit.
/// Blocks that cannot reach an exit (infinite loops) get the exit.
pub fn ipdoms(succs: &[Vec<u32>]) -> Vec<u32> {
    let n = succs.len();
    let exit = n;
    // Reverse-graph successors of a node are its CFG predecessors.
    let mut preds: Vec<Vec<usize>> = vec![vec![]; n + 1];
    for (b, ss) in succs.iter().enumerate() {
        if ss.is_empty() {
            preds[exit].push(b);
        }
        for &s in ss {
            preds[s as usize].push(b);
        }
    }
    // Postorder of the reverse graph from the exit (iterative DFS).
    let mut order = vec![usize::MAX; n + 1];
    let mut post = Vec::with_capacity(n + 1);
    let mut seen = vec![false; n + 1];
    let mut stack = vec![(exit, 0usize)];
    seen[exit] = true;
    while let Some((v, i)) = stack.pop() {
        if i < preds[v].len() {
            stack.push((v, i + 1));
            let w = preds[v][i];
            if !seen[w] {
                seen[w] = true;
                stack.push((w, 0));
            }
        } else {
            order[v] = post.len();
            post.push(v);
        }
    }
    let mut idom = vec![usize::MAX; n + 1];
    idom[exit] = exit;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev() {
            if b == exit {
                continue;
            }
            // reverse-graph predecessors of b = CFG successors of b (or the exit)
            let rps: Vec<usize> = if succs[b].is_empty() { vec![exit] } else { succs[b].iter().map(|&s| s as usize).collect() };
            let mut new = usize::MAX;
            for &p in &rps {
                if idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX { p } else { intersect(&idom, &order, p, new) };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    (0..n).map(|b| if idom[b] == usize::MAX { exit as u32 } else { idom[b] as u32 }).collect()
}

fn intersect(idom: &[usize], order: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while order[a] < order[b] {
            a = idom[a];
        }
        while order[b] < order[a] {
            b = idom[b];
        }
    }
    a
}

#[cfg(test)]
mod tests {
    use super::ipdoms;
    #[test]
    fn diamond_and_loop() {
        // 0 -> 1,2 ; 1 -> 3 ; 2 -> 3 ; 3 -> exit
        assert_eq!(ipdoms(&[vec![1, 2], vec![3], vec![3], vec![]]), vec![3, 3, 3, 4]);
        // 0 -> 1 ; 1 -> 1,2 (loop) ; 2 -> exit
        assert_eq!(ipdoms(&[vec![1], vec![1, 2], vec![]]), vec![1, 2, 3]);
        // early return: 0 -> 1,2 ; 1 -> exit ; 2 -> exit
        assert_eq!(ipdoms(&[vec![1, 2], vec![], vec![]]), vec![3, 3, 3]);
    }
}
