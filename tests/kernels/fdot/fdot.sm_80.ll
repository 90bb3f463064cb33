; ModuleID = 'fdot.cu'
source_filename = "fdot.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @fdot(ptr noalias noundef readonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, ptr noalias noundef readonly captures(none) %2, ptr noalias noundef writeonly captures(none) %3, ptr noalias noundef writeonly captures(none) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 {
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %5
  br i1 %13, label %14, label %79

14:                                               ; preds = %7
  %15 = icmp sgt i32 %6, 0
  br i1 %15, label %16, label %37

16:                                               ; preds = %14
  %17 = mul nsw i32 %6, %12
  %18 = and i32 %6, 1
  %19 = icmp eq i32 %6, 1
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = and i32 %6, 2147483646
  br label %53

22:                                               ; preds = %53
  %23 = icmp eq i32 %18, 0
  br i1 %23, label %37, label %24

24:                                               ; preds = %22, %16
  %25 = phi float [ 0.000000e+00, %16 ], [ %75, %22 ]
  %26 = phi i32 [ 0, %16 ], [ %76, %22 ]
  %27 = icmp ne i32 %18, 0
  tail call void @llvm.assume(i1 %27)
  %28 = add nsw i32 %26, %17
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = zext nneg i32 %26 to i64
  %33 = getelementptr inbounds nuw float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !8
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %25, %35
  br label %37

37:                                               ; preds = %24, %22, %14
  %38 = phi float [ 0.000000e+00, %14 ], [ %75, %22 ], [ %36, %24 ]
  %39 = sext i32 %12 to i64
  %40 = getelementptr inbounds float, ptr %3, i64 %39
  store float %38, ptr %40, align 4, !tbaa !8
  %41 = getelementptr inbounds float, ptr %2, i64 %39
  %42 = load float, ptr %41, align 4, !tbaa !8
  %43 = getelementptr i8, ptr %41, i64 4
  %44 = load float, ptr %43, align 4, !tbaa !8
  %45 = getelementptr i8, ptr %41, i64 8
  %46 = load float, ptr %45, align 4, !tbaa !8
  %47 = fmul contract float %42, 0x3FD3333340000000
  %48 = fmul contract float %44, 0x3FD99999A0000000
  %49 = fadd contract float %47, %48
  %50 = fmul contract float %46, 0x3FD3333340000000
  %51 = fadd contract float %49, %50
  %52 = getelementptr inbounds float, ptr %4, i64 %39
  store float %51, ptr %52, align 4, !tbaa !8
  br label %79

53:                                               ; preds = %53, %20
  %54 = phi float [ 0.000000e+00, %20 ], [ %75, %53 ]
  %55 = phi i32 [ 0, %20 ], [ %76, %53 ]
  %56 = phi i32 [ 0, %20 ], [ %77, %53 ]
  %57 = add nsw i32 %55, %17
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr %0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !8
  %61 = zext nneg i32 %55 to i64
  %62 = getelementptr inbounds nuw float, ptr %1, i64 %61
  %63 = load float, ptr %62, align 4, !tbaa !8
  %64 = fmul contract float %60, %63
  %65 = fadd contract float %54, %64
  %66 = or disjoint i32 %55, 1
  %67 = add nsw i32 %66, %17
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = zext nneg i32 %66 to i64
  %72 = getelementptr inbounds nuw float, ptr %1, i64 %71
  %73 = load float, ptr %72, align 4, !tbaa !8
  %74 = fmul contract float %70, %73
  %75 = fadd contract float %65, %74
  %76 = add nuw nsw i32 %55, 2
  %77 = add i32 %56, 2
  %78 = icmp eq i32 %77, %21
  br i1 %78, label %22, label %53, !llvm.loop !10

79:                                               ; preds = %7, %37
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx42,+ptx70,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
