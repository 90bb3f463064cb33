define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)
  %2 = shl i32 %1, 2
  %3 = and i32 %2, -256
  %4 = or disjoint i32 %3, 12
  %5 = call i32 @llvm.amdgcn.ds.bpermute(i32 %4, i32 %v)
  ret i32 %5
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
