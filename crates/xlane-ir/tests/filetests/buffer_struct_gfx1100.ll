; AMD structured buffer accesses on GFX11, each OOB_SELECT mode (word 3 bits 29:28; rocjitsu
; rdna_buffer_range_check_lane for RDNA3/3.5/4): 0 index < num_records and offset + n <=
; stride; 1 index < num_records; 2 num_records != 0; 3 offset + n <= num_records (bytes;
; with soffset by one reading, without by the other: errata A35). The struct forms pass
; vindex as the index (IDXEN); address = base + vindex * stride + voffset + soffset.
; Flags: 0x01027000 (mode 0), 0x11027000 (mode 1), 0x21027000 (mode 2), 0x31027000 (mode 3,
; what MLIR's AMDGPU dialect writes for RDNA). %in holds words 100..115; 8 lanes, i = lane.
; arg1: mode 0, stride 8, num_records 5, vindex i, voffset 0: lanes 0..4 read 100 + 2i, 5..7 0.
; arg2: mode 0, stride 8, num_records 5, vindex 1, voffset 4 * (i & 3): offsets 0 and 4 end
;       within the 8-byte record (words 2, 3: 102, 103), 8 and 12 do not: 0.
; arg3: mode 1, same accesses: the index alone is checked: words 2 + (i & 3) = 102..105.
; arg4: mode 1, stride 8, num_records 4, vindex i, voffset 0: lanes 0..3 read 100 + 2i, 4..7 0.
; arg5: mode 3, stride 8, num_records 4, vindex i, voffset 0: the byte check of the offset (0 + 4
;       <= 4) passes for every lane; address 8i: 100 + 2i for all 8 lanes.
; arg6: mode 2, num_records 0: every lane out of range, 0.
; arg7: raw load, mode 3, stride 0, num_records 16, voffset 4i, soffset 4: lanes 0..2 in range
;       by both readings (101..103), lane 3 in range only without soffset: undefined (null),
;       lanes 4..7 out by both: 0.
; arg8 (fill 9): store 300 + i, mode 0, stride 8, num_records 2, vindex i, voffset 4: 4 + 4 <= 8,
;       lanes 0, 1 write words 1, 3; the rest are dropped.
; launch: "kernel": "k", "target": "gfx1100", "wave": 32, "block": [8], "args": [
; launch:   {"buffer": "u32", "data": [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115]},
; launch:   {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 8, "fill": 9},
; launch:   {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 8, "fill": 9},
; launch:   {"buffer": "u32", "len": 8, "fill": 9}, {"buffer": "u32", "len": 8, "fill": 9}]
; expect: {"1": {"data": [100, 102, 104, 106, 108, 0, 0, 0]},
; expect:  "2": {"data": [102, 103, 0, 0, 102, 103, 0, 0]},
; expect:  "3": {"data": [102, 103, 104, 105, 102, 103, 104, 105]},
; expect:  "4": {"data": [100, 102, 104, 106, 0, 0, 0, 0]},
; expect:  "5": {"data": [100, 102, 104, 106, 108, 110, 112, 114]},
; expect:  "6": {"data": [0, 0, 0, 0, 0, 0, 0, 0]},
; expect:  "7": {"data": [101, 102, 103, null, 0, 0, 0, 0]},
; expect:  "8": {"data": [9, 300, 9, 301, 9, 9, 9, 9]}}
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %o1, ptr addrspace(1) inreg %o2, ptr addrspace(1) inreg %o3, ptr addrspace(1) inreg %o4, ptr addrspace(1) inreg %o5, ptr addrspace(1) inreg %o6, ptr addrspace(1) inreg %o7, ptr addrspace(1) inreg %o8) #0 {
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %i3 = and i32 %i, 3
  %four_i = shl i32 %i, 2
  %four_i3 = shl i32 %i3, 2
  %m0 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 5, i32 16936960)
  %a = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %m0, i32 %i, i32 0, i32 0, i32 0)
  %pa = getelementptr i32, ptr addrspace(1) %o1, i32 %i
  store i32 %a, ptr addrspace(1) %pa, align 4
  %b = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %m0, i32 1, i32 %four_i3, i32 0, i32 0)
  %pb = getelementptr i32, ptr addrspace(1) %o2, i32 %i
  store i32 %b, ptr addrspace(1) %pb, align 4
  %m1 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 5, i32 285372416)
  %c = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %m1, i32 1, i32 %four_i3, i32 0, i32 0)
  %pc = getelementptr i32, ptr addrspace(1) %o3, i32 %i
  store i32 %c, ptr addrspace(1) %pc, align 4
  %m1b = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 4, i32 285372416)
  %d = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %m1b, i32 %i, i32 0, i32 0, i32 0)
  %pd = getelementptr i32, ptr addrspace(1) %o4, i32 %i
  store i32 %d, ptr addrspace(1) %pd, align 4
  %m3 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 4, i32 822243328)
  %e = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %m3, i32 %i, i32 0, i32 0, i32 0)
  %pe = getelementptr i32, ptr addrspace(1) %o5, i32 %i
  store i32 %e, ptr addrspace(1) %pe, align 4
  %m2 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 8, i64 0, i32 553807872)
  %f = tail call i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8) %m2, i32 %i, i32 0, i32 0, i32 0)
  %pf = getelementptr i32, ptr addrspace(1) %o6, i32 %i
  store i32 %f, ptr addrspace(1) %pf, align 4
  %raw = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %in, i16 0, i64 16, i32 822243328)
  %g = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %raw, i32 %four_i, i32 4, i32 0)
  %pg = getelementptr i32, ptr addrspace(1) %o7, i32 %i
  store i32 %g, ptr addrspace(1) %pg, align 4
  %ms = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %o8, i16 8, i64 2, i32 16936960)
  %w = add i32 %i, 300
  tail call void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32 %w, ptr addrspace(8) %ms, i32 %i, i32 4, i32 0, i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare i32 @llvm.amdgcn.struct.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32, i32 immarg)
declare void @llvm.amdgcn.struct.ptr.buffer.store.i32(i32, ptr addrspace(8), i32, i32, i32, i32 immarg)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32 immarg)

attributes #0 = { "target-cpu"="gfx1100" "target-features"="+wavefrontsize32" }
