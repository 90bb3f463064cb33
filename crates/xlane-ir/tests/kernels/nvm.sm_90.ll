; ModuleID = 'nvm.cu'
source_filename = "nvm.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @m(ptr noundef captures(none) initializes((0, 4), (12, 16), (24, 28), (32, 36), (44, 48), (60, 64), (68, 72), (76, 80), (88, 92), (100, 104)) %0, ptr noundef captures(none) initializes((0, 4), (28, 32)) %1, ptr noundef captures(none) initializes((0, 4), (12, 16), (36, 40)) %2, ptr noundef captures(none) initializes((0, 8)) %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !8
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %8 = load float, ptr %7, align 4, !tbaa !8
  %9 = tail call float @llvm.minnum.f32(float %6, float %8)
  store float %9, ptr %0, align 4, !tbaa !8
  %10 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %11 = load float, ptr %10, align 4, !tbaa !8
  %12 = getelementptr inbounds nuw i8, ptr %0, i64 20
  %13 = load float, ptr %12, align 4, !tbaa !8
  %14 = tail call float @llvm.maxnum.f32(float %11, float %13)
  %15 = getelementptr inbounds nuw i8, ptr %0, i64 12
  store float %14, ptr %15, align 4, !tbaa !8
  %16 = getelementptr inbounds nuw i8, ptr %0, i64 28
  %17 = load float, ptr %16, align 4, !tbaa !8
  %18 = tail call contract float @llvm.nvvm.fabs.f32(float %17)
  %19 = getelementptr inbounds nuw i8, ptr %0, i64 24
  store float %18, ptr %19, align 4, !tbaa !8
  %20 = getelementptr inbounds nuw i8, ptr %0, i64 36
  %21 = load float, ptr %20, align 4, !tbaa !8
  %22 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = tail call contract float @llvm.nvvm.add.rn.f(float %21, float %23)
  %25 = getelementptr inbounds nuw i8, ptr %0, i64 32
  store float %24, ptr %25, align 4, !tbaa !8
  %26 = getelementptr inbounds nuw i8, ptr %0, i64 48
  %27 = load float, ptr %26, align 4, !tbaa !8
  %28 = getelementptr inbounds nuw i8, ptr %0, i64 52
  %29 = load float, ptr %28, align 4, !tbaa !8
  %30 = getelementptr inbounds nuw i8, ptr %0, i64 56
  %31 = load float, ptr %30, align 4, !tbaa !8
  %32 = tail call float @llvm.fma.f32(float %27, float %29, float %31)
  %33 = getelementptr inbounds nuw i8, ptr %0, i64 44
  store float %32, ptr %33, align 4, !tbaa !8
  %34 = getelementptr inbounds nuw i8, ptr %0, i64 64
  %35 = load float, ptr %34, align 4, !tbaa !8
  %36 = tail call contract float @llvm.nvvm.sqrt.rn.f(float %35)
  %37 = getelementptr inbounds nuw i8, ptr %0, i64 60
  store float %36, ptr %37, align 4, !tbaa !8
  %38 = getelementptr inbounds nuw i8, ptr %0, i64 72
  %39 = load float, ptr %38, align 4, !tbaa !8
  %40 = tail call contract float @llvm.nvvm.saturate.f(float %39)
  %41 = getelementptr inbounds nuw i8, ptr %0, i64 68
  store float %40, ptr %41, align 4, !tbaa !8
  %42 = getelementptr inbounds nuw i8, ptr %0, i64 80
  %43 = load float, ptr %42, align 4, !tbaa !8
  %44 = getelementptr inbounds nuw i8, ptr %0, i64 84
  %45 = load float, ptr %44, align 4, !tbaa !8
  %46 = tail call contract float @llvm.nvvm.div.rn.f(float %43, float %45)
  %47 = getelementptr inbounds nuw i8, ptr %0, i64 76
  store float %46, ptr %47, align 4, !tbaa !8
  %48 = getelementptr inbounds nuw i8, ptr %0, i64 92
  %49 = load float, ptr %48, align 4, !tbaa !8
  %50 = getelementptr inbounds nuw i8, ptr %0, i64 96
  %51 = load float, ptr %50, align 4, !tbaa !8
  %52 = tail call contract float @llvm.nvvm.mul.rn.f(float %49, float %51)
  %53 = getelementptr inbounds nuw i8, ptr %0, i64 88
  store float %52, ptr %53, align 4, !tbaa !8
  %54 = getelementptr inbounds nuw i8, ptr %1, i64 4
  %55 = load i32, ptr %54, align 4, !tbaa !4
  %56 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %57 = load i32, ptr %56, align 4, !tbaa !4
  %58 = tail call i32 @llvm.nvvm.mulhi.i(i32 %55, i32 %57)
  store i32 %58, ptr %1, align 4, !tbaa !4
  %59 = getelementptr inbounds nuw i8, ptr %2, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !4
  %61 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %62 = load i32, ptr %61, align 4, !tbaa !4
  %63 = tail call i32 @llvm.nvvm.mulhi.ui(i32 %60, i32 %62)
  store i32 %63, ptr %2, align 4, !tbaa !4
  %64 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %65 = load i32, ptr %64, align 4, !tbaa !4
  %66 = getelementptr inbounds nuw i8, ptr %2, i64 20
  %67 = load i32, ptr %66, align 4, !tbaa !4
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %69 = load i32, ptr %68, align 4, !tbaa !4
  %70 = tail call i32 @llvm.nvvm.prmt(i32 %65, i32 %67, i32 %69)
  %71 = getelementptr inbounds nuw i8, ptr %2, i64 12
  store i32 %70, ptr %71, align 4, !tbaa !4
  %72 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %73 = load i32, ptr %72, align 4, !tbaa !4
  %74 = getelementptr inbounds nuw i8, ptr %1, i64 36
  %75 = load i32, ptr %74, align 4, !tbaa !4
  %76 = getelementptr inbounds nuw i8, ptr %1, i64 40
  %77 = load i32, ptr %76, align 4, !tbaa !4
  %78 = tail call i32 @llvm.nvvm.sad.i(i32 %73, i32 %75, i32 %77)
  %79 = getelementptr inbounds nuw i8, ptr %1, i64 28
  store i32 %78, ptr %79, align 4, !tbaa !4
  %80 = getelementptr inbounds nuw i8, ptr %3, i64 8
  %81 = load double, ptr %80, align 8, !tbaa !10
  %82 = getelementptr inbounds nuw i8, ptr %3, i64 16
  %83 = load double, ptr %82, align 8, !tbaa !10
  %84 = getelementptr inbounds nuw i8, ptr %3, i64 24
  %85 = load double, ptr %84, align 8, !tbaa !10
  %86 = tail call double @llvm.fma.f64(double %81, double %83, double %85)
  store double %86, ptr %3, align 8, !tbaa !10
  %87 = getelementptr inbounds nuw i8, ptr %0, i64 104
  %88 = load float, ptr %87, align 4, !tbaa !8
  %89 = tail call contract float @llvm.nvvm.rcp.rn.f(float %88)
  %90 = getelementptr inbounds nuw i8, ptr %0, i64 100
  store float %89, ptr %90, align 4, !tbaa !8
  %91 = getelementptr inbounds nuw i8, ptr %0, i64 108
  %92 = load float, ptr %91, align 4, !tbaa !8
  %93 = tail call i32 @llvm.nvvm.f2i.rn(float %92)
  %94 = getelementptr inbounds nuw i8, ptr %2, i64 36
  store i32 %93, ptr %94, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
