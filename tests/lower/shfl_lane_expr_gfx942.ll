define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %1 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %0)
  %2 = add nsw i32 %1, 1
  %3 = and i32 %2, 15
  %4 = and i32 %1, 1073741808
  %5 = or disjoint i32 %3, %4
  %6 = shl nuw i32 %5, 2
  %7 = call i32 @llvm.amdgcn.ds.bpermute(i32 %6, i32 %v)
  ret i32 %7
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
