define i32 @snippet(i32 %v, i32 %s) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)
  %2 = and i32 %s, 63
  %3 = and i32 %1, 1073741760
  %4 = or disjoint i32 %3, %2
  %5 = shl nuw i32 %4, 2
  %6 = call i32 @llvm.amdgcn.ds.bpermute(i32 %5, i32 %v)
  ret i32 %6
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
