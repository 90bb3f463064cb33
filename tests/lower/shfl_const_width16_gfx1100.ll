define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = shl i32 %0, 2
  %2 = and i32 %1, -64
  %3 = or disjoint i32 %2, 20
  %4 = call i32 @llvm.amdgcn.ds.bpermute(i32 %3, i32 %v)
  ret i32 %4
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
