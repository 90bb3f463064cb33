//! The shared-memory race check on waves whose lanes access words side by side (`s[t]`), the
//! accesses its whole-wave path takes (`lds_cells::Cells::side_by_side`): a hand-written
//! kernel whose racing and non-racing pairs are stated from its source. A block of 128
//! threads is two waves of 64; xlane runs wave 0 up to each barrier, then wave 1, so within
//! an epoch wave 1's accesses are the later ones.

use crate::common::*;

#[test]
fn races_of_waves_accessing_words_side_by_side_name_the_first_lane_and_both_ops() {
    let ir = format!(
        r#"{AMD_HEADER}
declare void @llvm.amdgcn.s.barrier()
@s = internal addrspace(3) global [128 x i32] undef, align 4
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %t
  store i32 %t, ptr addrspace(3) %pa, align 4
  call void @llvm.amdgcn.s.barrier()
  %tb = add i32 %t, 64
  %ib = and i32 %tb, 127
  %pb = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %ib
  %x = load i32, ptr addrspace(3) %pb, align 4
  %y = add i32 %x, 1000
  store i32 %y, ptr addrspace(3) %pa, align 4
  call void @llvm.amdgcn.s.barrier()
  %t8 = sub i32 %t, 8
  %mid = icmp ult i32 %t8, 88
  br i1 %mid, label %d, label %d.end
d:
  %td = add i32 %t, 16
  %pd = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %td
  store i32 %t, ptr addrspace(3) %pd, align 4
  br label %d.end
d.end:
  %high = icmp uge i32 %t, 72
  br i1 %high, label %e, label %e.end
e:
  %te = sub i32 %t, 72
  %pe = getelementptr [128 x i32], ptr addrspace(3) @s, i32 0, i32 %te
  %z = load i32, ptr addrspace(3) %pe, align 4
  %i = zext i32 %t to i64
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %i
  store i32 %z, ptr addrspace(1) %po, align 4
  br label %e.end
e.end:
  ret void
}}
"#
    );
    let o = run_ir("lds_side_by_side", &ir, r#""kernel": "k", "block": [128], "args": [{"buffer": "u32", "len": 128, "fill": 0}]"#);
    let r = o.result.as_ref().expect("runs (races are warnings)");
    let races: Vec<_> = r.warnings.iter().filter(|w| w.kind == xlane_ir::ErrKind::Race).map(|w| (w.at.inst.trim().to_string(), w.message.clone())).collect();
    let want = [
        // epoch 1, `s[t] = t`: each wave its own words, no race. Epoch 2: wave 0 reads s[64..128]
        // and writes s[0..64] (other values); wave 1 then reads s[0..64], first s[0], which
        // wave 0's lane 0 wrote ...
        (
            "%x = load i32, ptr addrspace(3) %pb, align 4",
            "write→read race on shared memory bytes 0x0..0x4: block (0, 0, 0) wave 1 lane 0 reads it after wave 0 lane 0 wrote it, with no barrier between",
        ),
        // ... and writes s[64..128], first s[64], which wave 0's lane 0 read
        (
            "store i32 %y, ptr addrspace(3) %pa, align 4",
            "read→write race on shared memory bytes 0x100..0x104: block (0, 0, 0) wave 1 lane 0 writes it after wave 0 lane 0 read it, with no barrier between",
        ),
        // epoch 3: threads 8..96 write s[t + 16] (wave 0's lanes 8..64 s[24..80], wave 1's
        // lanes 0..32 s[80..112]: no race); threads from 72 read s[t - 72], wave 1's lanes
        // 8..64 s[0..56]: s[0..24] nobody wrote in the epoch, s[24] is the first that wave 0
        // wrote (its lane 8), read by wave 1's lane 8 + 24
        (
            "%z = load i32, ptr addrspace(3) %pe, align 4",
            "write→read race on shared memory bytes 0x60..0x64: block (0, 0, 0) wave 1 lane 32 reads it after wave 0 lane 8 wrote it, with no barrier between",
        ),
    ];
    let want: Vec<_> = want.iter().map(|(i, m)| (i.to_string(), m.to_string())).collect();
    assert_eq!(races, want);
    // the values: wave 1's lanes 8..64 read s[0..56] after wave 0's writes of epoch 3
    // (s[24..80] = t, that is the index less 16; s[0..24] as wave 0 wrote them in epoch 2,
    // s[64..88] + 1000, that is the index + 1064)
    let out = u32s(&o, 0);
    let want: Vec<u32> = (0..128)
        .map(|t| {
            if t < 72 {
                0
            } else if t - 72 < 24 {
                t - 72 + 1064
            } else {
                t - 72 - 16
            }
        })
        .collect();
    assert_eq!(out, want);
}
