; ModuleID = 'grid3d.cu'
source_filename = "grid3d.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @grid3d(ptr noundef writeonly captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %10 = mul nuw nsw i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %12 = add nuw nsw i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %15 = mul i32 %12, %14
  %16 = add i32 %15, %5
  %17 = mul i32 %16, %6
  %18 = add i32 %17, %7
  %19 = mul i32 %18, %13
  %20 = add i32 %19, %2
  %21 = mul i32 %20, %3
  %22 = add i32 %21, %4
  %23 = shl i32 %22, 2
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %0, i64 %24
  %26 = shl nuw nsw i32 %7, 8
  %27 = shl nuw nsw i32 %11, 16
  %28 = or i32 %27, %26
  %29 = or i32 %28, %4
  store i32 %29, ptr %25, align 4, !tbaa !4
  %30 = shl nuw nsw i32 %5, 8
  %31 = shl nuw i32 %8, 16
  %32 = or i32 %31, %30
  %33 = or i32 %32, %2
  %34 = getelementptr inbounds nuw i8, ptr %25, i64 4
  store i32 %33, ptr %34, align 4, !tbaa !4
  %35 = shl nuw nsw i32 %6, 8
  %36 = shl nuw nsw i32 %9, 16
  %37 = or i32 %36, %35
  %38 = or i32 %37, %3
  %39 = getelementptr inbounds nuw i8, ptr %25, i64 8
  store i32 %38, ptr %39, align 4, !tbaa !4
  %40 = shl nuw nsw i32 %14, 8
  %41 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %42 = shl nuw i32 %41, 16
  %43 = or i32 %42, %40
  %44 = or i32 %43, %13
  %45 = getelementptr inbounds nuw i8, ptr %25, i64 12
  store i32 %44, ptr %45, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
