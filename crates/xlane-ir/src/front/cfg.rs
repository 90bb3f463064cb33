//! Control-flow facts the executor needs: where divergent lanes meet again.
//!
//! Outside loops a divergent branch reconverges at its immediate post-dominator. Inside a
//! loop the structured control flow that AMD's compiler emits (StructurizeCFG: lanes that
//! leave the loop are masked off until the loop ends) is modelled: lanes taking an edge out
//! of a loop wait at the loop's end, and a branch in the loop body reconverges at its
//! immediate post-dominator within the body, where the back edge counts as the body's exit.
//! Post-dominators use the Cooper–Harvey–Kennedy iterative algorithm on the reverse CFG.

/// Immediate post-dominators on a graph of `n` nodes plus a virtual exit (index `n`).
/// `succs[b]` may contain `n` (the block exits); a block with no successors is a dead end
/// (`unreachable`, or an edge leaving the region) and does not constrain its predecessors.
/// Nodes that cannot reach the exit get `n`.
pub fn post_idoms(succs: &[Vec<u32>]) -> Vec<u32> {
    let n = succs.len();
    let exit = n;
    let mut preds: Vec<Vec<usize>> = vec![vec![]; n + 1];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            preds[s as usize].push(b);
        }
    }
    let order = postorder(exit, |v| preds[v].clone(), n + 1);
    let idom = iterate(exit, &order.0, &order.1, |b| succs[b].iter().map(|&s| s as usize).collect());
    (0..n).map(|b| if idom[b] == usize::MAX { exit as u32 } else { idom[b] as u32 }).collect()
}

/// Immediate dominators from block 0 (`usize::MAX` for unreachable blocks).
pub fn dominators(succs: &[Vec<u32>]) -> Vec<usize> {
    let n = succs.len();
    let mut preds: Vec<Vec<usize>> = vec![vec![]; n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            if (s as usize) < n {
                preds[s as usize].push(b);
            }
        }
    }
    let order = postorder(0, |v| succs[v].iter().map(|&s| s as usize).filter(|&s| s < n).collect(), n);
    iterate(0, &order.0, &order.1, |b| preds[b].clone())
}

/// Whether block `a` dominates block `b`, given [`dominators`]' `idom` (an unreachable `b` is
/// dominated by none).
pub fn dominates(idom: &[usize], a: usize, mut b: usize) -> bool {
    if idom[b] == usize::MAX {
        return false;
    }
    loop {
        if a == b {
            return true;
        }
        if b == 0 || idom[b] == b {
            return false;
        }
        b = idom[b];
    }
}

/// Postorder from `root` over `next`, and each node's postorder number.
fn postorder(root: usize, next: impl Fn(usize) -> Vec<usize>, size: usize) -> (Vec<usize>, Vec<usize>) {
    let mut number = vec![usize::MAX; size];
    let mut post = Vec::with_capacity(size);
    let mut seen = vec![false; size];
    let mut stack = vec![(root, next(root), 0usize)];
    seen[root] = true;
    while let Some((v, ns, i)) = stack.last_mut() {
        if *i < ns.len() {
            let w = ns[*i];
            *i += 1;
            if !seen[w] {
                seen[w] = true;
                let nw = next(w);
                stack.push((w, nw, 0));
            }
        } else {
            let v = *v;
            number[v] = post.len();
            post.push(v);
            stack.pop();
        }
    }
    (post, number)
}

/// Cooper–Harvey–Kennedy: `into(b)` are the nodes the (forward or reverse) walk reaches `b`
/// from.
fn iterate(root: usize, post: &[usize], number: &[usize], into: impl Fn(usize) -> Vec<usize>) -> Vec<usize> {
    let mut idom = vec![usize::MAX; number.len()];
    idom[root] = root;
    let mut changed = true;
    while changed {
        changed = false;
        for &b in post.iter().rev() {
            if b == root {
                continue;
            }
            let mut new = usize::MAX;
            for p in into(b) {
                if p >= idom.len() || idom[p] == usize::MAX {
                    continue;
                }
                new = if new == usize::MAX { p } else { intersect(&idom, number, p, new) };
            }
            if new != usize::MAX && idom[b] != new {
                idom[b] = new;
                changed = true;
            }
        }
    }
    idom
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

/// A natural loop.
#[derive(Debug, Clone)]
pub struct Loop {
    pub header: u32,
    /// The innermost enclosing loop, if any.
    pub parent: Option<u32>,
    /// Membership of every block.
    pub body: Vec<bool>,
    /// Where the loop's lanes meet again once every lane has left it.
    pub reconv: u32,
}

/// Reconvergence facts of one function. Block ids `0..n` are blocks, `n` is the function's
/// exit, and `n + 1 + l` stands for "the next iteration of loop `l`" (its back edge).
#[derive(Debug, Clone)]
pub struct Reconv {
    /// For a divergent branch at each block: where its sides meet again.
    pub rpoint: Vec<u32>,
    /// The innermost loop containing each block, if any.
    pub loop_of: Vec<Option<u32>>,
    pub loops: Vec<Loop>,
}

impl Reconv {
    /// The virtual id of loop `l`'s back edge.
    pub fn next_iter(&self, l: u32) -> u32 {
        (self.rpoint.len() + 1) as u32 + l
    }
    pub fn in_loop(&self, l: u32, b: u32) -> bool {
        self.loops[l as usize].body.get(b as usize).copied().unwrap_or(false)
    }
}

/// `succs[b]`: successor blocks; `exits[b]`: the block leaves the function (`ret`).
pub fn reconvergence(succs: &[Vec<u32>], exits: &[bool]) -> Reconv {
    let n = succs.len();
    let loops = find_loops(succs);
    // a block's innermost loop is the smallest one containing it
    let size: Vec<usize> = loops.iter().map(|l| l.body.iter().filter(|&&x| x).count()).collect();
    let loop_of: Vec<Option<u32>> = (0..n).map(|b| (0..loops.len()).filter(|&i| loops[i].body[b]).min_by_key(|&i| size[i]).map(|i| i as u32)).collect();
    let mut loops: Vec<Loop> = loops.into_iter().map(|l| Loop { header: l.header as u32, parent: None, body: l.body, reconv: n as u32 }).collect();
    for i in 0..loops.len() {
        let h = loops[i].header as usize;
        loops[i].parent = (0..loops.len()).filter(|&j| j != i && loops[j].body[h] && size[j] > size[i]).min_by_key(|&j| size[j]).map(|j| j as u32);
    }
    // Post-dominators of the whole function, and of each loop's body graph.
    let top: Vec<Vec<u32>> = (0..n).map(|b| if exits[b] { vec![n as u32] } else { succs[b].clone() }).collect();
    let top_pd = post_idoms(&top);
    let mut region_pd = vec![];
    for l in &loops {
        let h = l.header;
        // the body graph: back edges go to the virtual exit, edges leaving the loop vanish
        let g: Vec<Vec<u32>> = (0..n)
            .map(|b| {
                if !l.body[b] {
                    return vec![];
                }
                succs[b]
                    .iter()
                    .filter_map(|&s| {
                        if s == h {
                            Some(n as u32)
                        } else if l.body[s as usize] {
                            Some(s)
                        } else {
                            None
                        }
                    })
                    .collect()
            })
            .collect();
        region_pd.push(post_idoms(&g));
    }
    let next_iter = |l: usize| (n + 1 + l) as u32;
    // a block's post-dominator within the region of loop `l` (or the function)
    let pd_in = |l: Option<u32>, b: usize| -> u32 {
        match l {
            None => top_pd[b],
            Some(l) => {
                let p = region_pd[l as usize][b];
                if p == n as u32 {
                    next_iter(l as usize)
                } else {
                    p
                }
            }
        }
    };
    let rpoint = (0..n).map(|b| pd_in(loop_of[b], b)).collect();
    // A loop's lanes meet again at the first post-dominator of its header (within the
    // enclosing region) that lies outside the loop.
    for l in loops.iter_mut() {
        let parent = l.parent;
        let mut p = l.header;
        loop {
            p = pd_in(parent, p as usize);
            if p as usize >= n || !l.body[p as usize] {
                break;
            }
        }
        l.reconv = p;
    }
    Reconv { rpoint, loop_of, loops }
}

struct RawLoop {
    header: usize,
    body: Vec<bool>,
}

/// Natural loops: a back edge goes to a block that dominates its source; the body is the
/// header plus every block that reaches the source without passing the header. Loops with
/// the same header are merged.
fn find_loops(succs: &[Vec<u32>]) -> Vec<RawLoop> {
    let n = succs.len();
    let idom = dominators(succs);
    let mut preds: Vec<Vec<usize>> = vec![vec![]; n];
    for (b, ss) in succs.iter().enumerate() {
        for &s in ss {
            if (s as usize) < n {
                preds[s as usize].push(b);
            }
        }
    }
    let mut loops: Vec<RawLoop> = vec![];
    for (u, ss) in succs.iter().enumerate() {
        for &h in ss {
            let h = h as usize;
            if h >= n || !dominates(&idom, h, u) {
                continue;
            }
            let idx = match loops.iter().position(|l| l.header == h) {
                Some(i) => i,
                None => {
                    let mut body = vec![false; n];
                    body[h] = true;
                    loops.push(RawLoop { header: h, body });
                    loops.len() - 1
                }
            };
            let mut work = vec![u];
            while let Some(v) = work.pop() {
                if !loops[idx].body[v] {
                    loops[idx].body[v] = true;
                    work.extend(preds[v].iter().copied());
                }
            }
        }
    }
    loops
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diamond_and_early_return() {
        // 0 -> 1,2 ; 1 -> 3 ; 2 -> 3 ; 3 exits
        assert_eq!(post_idoms(&[vec![1, 2], vec![3], vec![3], vec![4]]), vec![3, 3, 3, 4]);
        // 0 -> 1,2 ; 1 exits ; 2 exits
        assert_eq!(post_idoms(&[vec![1, 2], vec![3], vec![3]]), vec![3, 3, 3]);
        // a dead end (unreachable) does not constrain: 0 -> 1,2 ; 1 -> 3 ; 2 dead ; 3 exits
        assert_eq!(post_idoms(&[vec![1, 2], vec![3], vec![], vec![4]])[0], 1);
    }

    #[test]
    fn loop_with_a_nested_break() {
        // 0 -> 1 (header) ; 1 -> 2 (if) | 4 (join) ; 2 -> 5 (break, exit) | 4 ; 4 -> 1 | 5 ; 5 exits
        let succs = vec![vec![1], vec![2, 4], vec![5, 4], vec![], vec![1, 5], vec![]];
        let exits = [false, false, false, false, false, true];
        let r = reconvergence(&succs, &exits);
        assert_eq!(r.loops.len(), 1);
        assert_eq!(r.loops[0].header, 1);
        assert_eq!(r.loops[0].reconv, 5);
        // inside the loop the branches meet at the join 4, not at the exit 5
        assert_eq!(r.rpoint[1], 4);
        assert_eq!(r.rpoint[2], 4);
        // the latch's branch: the next iteration
        assert_eq!(r.rpoint[4], r.next_iter(0));
        assert_eq!(r.loop_of[2], Some(0));
        assert_eq!(r.loop_of[5], None);
    }
}
