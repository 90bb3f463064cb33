define i32 @snippet(i32 %v) {
entry:
  %0 = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 5)
  %1 = mul nsw i32 %0, 3
  ret i32 %1
}

declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
