; AMD structured buffer accesses on GFX9 (`llvm.amdgcn.struct.ptr.buffer.*`, the instruction's
; IDXEN set), and a raw load with a non-zero soffset. Address: base + vindex * stride + voffset
; + soffset (RDNA/CDNA ISA "Buffer Addressing"; rocjitsu buffer_total_offset). GFX9 range check
; (no OOB_SELECT; rocjitsu gfx9_buffer_elems_in_range, matched to gfx950 hardware by its PR
; #10928): IDXEN with a non-zero stride checks vindex < num_records (records, the whole access;
; the offset is not checked); IDXEN with stride 0, and raw accesses, check the bytes.
; %in holds words 100..115 (64 bytes). 16 lanes, i = lane:
; arg1: vindex i, voffset 0, stride 8, num_records 5: lanes 0..4 read word 2i (100 + 2i); lanes
;       5..15 are out of range (index >= 5) and read 0, lanes 5..7 although word 2i is in %in.
; arg2: vindex 1, voffset 4 * (i & 3) (0, 4, 8, 12: past the 8-byte record for 8 and 12, not
;       checked on GFX9): words 2 + (i & 3) = 102, 103, 104, 105, repeating.
; arg3: stride 0, num_records 16 (bytes), vindex i (times stride 0), voffset 4i: the byte check,
;       lanes 0..3 read 100..103, the rest 0.
; arg4: `<2 x i32>` through stride 8, num_records 5, vindex i: lanes 0..4 read words 2i, 2i + 1
;       (all or nothing by index), the rest 0, 0.
; arg5 (16 words, fill 7): store 200 + i at vindex i, stride 8, num_records 3: words 0, 2, 4 get
;       200, 201, 202; lanes 3..7 (words 6..14, inside the buffer's memory) are dropped.
; arg6 (4 words, fill 0): atomic add 1 at vindex i & 3, stride 4, num_records 2: indices 0 and
;       1 in range, 4 lanes each: [4, 4, 0, 0].
; arg7: raw load at voffset 4i with soffset 4 through num_records 16 (stride 0): address 4i + 4.
;       IntrinsicsAMDGPU.td excludes soffset from the check (in range when 4i + 4 <= 16: i <= 3),
;       rocjitsu/gfx950 includes it (4i + 8 <= 16: i <= 2). Both in: i <= 2 read words 1..3
;       (101, 102, 103); both out (4i >= 16 and 4i + 4 >= 16): i >= 4 read 0; lane 3 is in range
;       by one reading, out by the other: undefined (null; errata A35).
; arg8 (4 words, fill 5): struct cmpswap(src 50 + i, cmp 5) at vindex i & 1 through stride 4,
;       num_records 1: only index 0 in range; lanes 0, 2, 4, … in order: lane 0 finds 5 and
;       writes 50, the others find 50: word 0 = 50; word 1 (index 1, out of range) stays 5.
; launch: "kernel": "k", "target": "gfx942", "block": [16], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]},
; launch:   {"buffer": "u32", "len": 16, "fill": 9}, {"buffer": "u32", "len": 16, "fill": 9}, {"buffer": "u32", "len": 16, "fill": 9},
; launch:   {"buffer": "u32", "len": 32, "fill": 9}, {"buffer": "u32", "len": 16, "fill": 7}, {"buffer": "u32", "len": 4, "fill": 0},
; launch:   {"buffer": "u32", "len": 16, "fill": 9}, {"buffer": "u32", "len": 4, "fill": 5}]
; expect: {"1": {"data": [100, 102, 104, 106, 108, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "2": {"data": [102, 103, 104, 105, 102, 103, 104, 105, 102, 103, 104, 105, 102, 103, 104, 105]},
; expect:  "3": {"data": [100, 101, 102, 103, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "4": {"data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "5": {"data": [200, 7, 201, 7, 202, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]},
; expect:  "6": {"data": [4, 4, 0, 0]},
; expect:  "7": {"data": [101, 102, 103, null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "8": {"data": [50, 5, 5, 5]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %o1, ptr addrspace(1) inreg %o2, ptr addrspace(1) inreg %o3, ptr addrspace(1) inreg %o4, ptr addrspace(1) inreg %o5, ptr addrspace(1) inreg %cnt, ptr addrspace(1) inreg %o7, ptr addrspace(1) inreg %cas) #0 {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %i3 = and i32 %i, 3
  %i1 = and i32 %i, 1
  %four_i = shl i32 %i, 2
  %four_i3 = shl i32 %i3, 2
  %r8 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 5, i32 159744)
  %a = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %r8, i32 %i, i32 0, i32 0, i32 0)
  %pa = getelementptr i32, ptr addrspace(1) %o1, i32 %i
  store i32 %a, ptr addrspace(1) %pa, align 4
  %b = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %r8, i32 1, i32 %four_i3, i32 0, i32 0)
  %pb = getelementptr i32, ptr addrspace(1) %o2, i32 %i
  store i32 %b, ptr addrspace(1) %pb, align 4
  %r0 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 16, i32 159744)
  %c = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %r0, i32 %i, i32 %four_i, i32 0, i32 0)
  %pc = getelementptr i32, ptr addrspace(1) %o3, i32 %i
  store i32 %c, ptr addrspace(1) %pc, align 4
  %d = tail call <2 x i32> @llvm.amdgcn.struct.ptr.buffer.load.v2i32(ptr addrspace(8) %r8, i32 %i, i32 0, i32 0, i32 0)
  %pd = getelementptr <2 x i32>, ptr addrspace(1) %o4, i32 %i
  store <2 x i32> %d, ptr addrspace(1) %pd, align 8
  %r3 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %o5, i16 8, i64 3, i32 159744)
  %w = add i32 %i, 200
  tail call void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32 %w, ptr addrspace(8) %r3, i32 %i, i32 0, i32 0, i32 0)
  %rc = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %cnt, i16 4, i64 2, i32 159744)
  %old = tail call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.add.i32(i32 1, ptr addrspace(8) %rc, i32 %i3, i32 0, i32 0, i32 0)
  %e = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r0, i32 %four_i, i32 4, i32 0)
  %pe = getelementptr i32, ptr addrspace(1) %o7, i32 %i
  store i32 %e, ptr addrspace(1) %pe, align 4
  %rs = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %cas, i16 4, i64 1, i32 159744)
  %src = add i32 %i, 50
  %seen = tail call i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap.i32(i32 %src, i32 5, ptr addrspace(8) %rs, i32 %i1, i32 0, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32, i32 immarg)
declare <2 x i32> @llvm.amdgcn.struct.ptr.buffer.load.v2i32(ptr addrspace(8), i32, i32, i32, i32 immarg)
declare void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.add.i32(i32, ptr addrspace(8), i32, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.struct.ptr.buffer.atomic.cmpswap.i32(i32, i32, ptr addrspace(8), i32, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32 immarg)

attributes #0 = { "target-cpu"="gfx942" }
