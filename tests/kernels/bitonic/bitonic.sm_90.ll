; ModuleID = 'bitonic.cu'
source_filename = "bitonic.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @bitonic(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %9 = zext i32 %7 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !4
  %12 = and i32 %8, 2
  %13 = icmp ne i32 %12, 0
  %14 = and i32 %8, 1
  %15 = icmp eq i32 %14, 0
  %16 = xor i1 %13, %15
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %11, i32 range(i32 1, -2147483648) 1, i32 31)
  %18 = tail call i32 @llvm.umin.i32(i32 %11, i32 %17)
  %19 = tail call i32 @llvm.umax.i32(i32 %11, i32 %17)
  %20 = select i1 %16, i32 %18, i32 %19
  %21 = and i32 %8, 4
  %22 = icmp ne i32 %21, 0
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %20, i32 range(i32 1, -2147483648) 2, i32 31)
  %24 = and i32 %8, 2
  %25 = icmp eq i32 %24, 0
  %26 = tail call i32 @llvm.umin.i32(i32 %20, i32 %23)
  %27 = tail call i32 @llvm.umax.i32(i32 %20, i32 %23)
  %28 = xor i1 %22, %25
  %29 = select i1 %28, i32 %26, i32 %27
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %29, i32 range(i32 1, -2147483648) 1, i32 31)
  %31 = and i32 %8, 1
  %32 = icmp eq i32 %31, 0
  %33 = tail call i32 @llvm.umin.i32(i32 %29, i32 %30)
  %34 = tail call i32 @llvm.umax.i32(i32 %29, i32 %30)
  %35 = xor i1 %22, %32
  %36 = select i1 %35, i32 %33, i32 %34
  %37 = and i32 %8, 8
  %38 = icmp ne i32 %37, 0
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 range(i32 1, -2147483648) 4, i32 31)
  %40 = and i32 %8, 4
  %41 = icmp eq i32 %40, 0
  %42 = tail call i32 @llvm.umin.i32(i32 %36, i32 %39)
  %43 = tail call i32 @llvm.umax.i32(i32 %36, i32 %39)
  %44 = xor i1 %38, %41
  %45 = select i1 %44, i32 %42, i32 %43
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 range(i32 1, -2147483648) 2, i32 31)
  %47 = and i32 %8, 2
  %48 = icmp eq i32 %47, 0
  %49 = tail call i32 @llvm.umin.i32(i32 %45, i32 %46)
  %50 = tail call i32 @llvm.umax.i32(i32 %45, i32 %46)
  %51 = xor i1 %38, %48
  %52 = select i1 %51, i32 %49, i32 %50
  %53 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 range(i32 1, -2147483648) 1, i32 31)
  %54 = and i32 %8, 1
  %55 = icmp eq i32 %54, 0
  %56 = tail call i32 @llvm.umin.i32(i32 %52, i32 %53)
  %57 = tail call i32 @llvm.umax.i32(i32 %52, i32 %53)
  %58 = xor i1 %38, %55
  %59 = select i1 %58, i32 %56, i32 %57
  %60 = icmp samesign ugt i32 %8, 15
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 range(i32 1, -2147483648) 8, i32 31)
  %62 = and i32 %8, 8
  %63 = icmp eq i32 %62, 0
  %64 = tail call i32 @llvm.umin.i32(i32 %59, i32 %61)
  %65 = tail call i32 @llvm.umax.i32(i32 %59, i32 %61)
  %66 = xor i1 %60, %63
  %67 = select i1 %66, i32 %64, i32 %65
  %68 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 range(i32 1, -2147483648) 4, i32 31)
  %69 = and i32 %8, 4
  %70 = icmp eq i32 %69, 0
  %71 = tail call i32 @llvm.umin.i32(i32 %67, i32 %68)
  %72 = tail call i32 @llvm.umax.i32(i32 %67, i32 %68)
  %73 = xor i1 %60, %70
  %74 = select i1 %73, i32 %71, i32 %72
  %75 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 range(i32 1, -2147483648) 2, i32 31)
  %76 = and i32 %8, 2
  %77 = icmp eq i32 %76, 0
  %78 = tail call i32 @llvm.umin.i32(i32 %74, i32 %75)
  %79 = tail call i32 @llvm.umax.i32(i32 %74, i32 %75)
  %80 = xor i1 %60, %77
  %81 = select i1 %80, i32 %78, i32 %79
  %82 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 range(i32 1, -2147483648) 1, i32 31)
  %83 = and i32 %8, 1
  %84 = icmp eq i32 %83, 0
  %85 = tail call i32 @llvm.umin.i32(i32 %81, i32 %82)
  %86 = tail call i32 @llvm.umax.i32(i32 %81, i32 %82)
  %87 = xor i1 %60, %84
  %88 = select i1 %87, i32 %85, i32 %86
  %89 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %88, i32 range(i32 1, -2147483648) 16, i32 31)
  %90 = icmp samesign ult i32 %8, 16
  %91 = tail call i32 @llvm.umin.i32(i32 %88, i32 %89)
  %92 = tail call i32 @llvm.umax.i32(i32 %88, i32 %89)
  %93 = select i1 %90, i32 %91, i32 %92
  %94 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %93, i32 range(i32 1, -2147483648) 8, i32 31)
  %95 = and i32 %8, 8
  %96 = icmp eq i32 %95, 0
  %97 = tail call i32 @llvm.umin.i32(i32 %93, i32 %94)
  %98 = tail call i32 @llvm.umax.i32(i32 %93, i32 %94)
  %99 = select i1 %96, i32 %97, i32 %98
  %100 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 range(i32 1, -2147483648) 4, i32 31)
  %101 = and i32 %8, 4
  %102 = icmp eq i32 %101, 0
  %103 = tail call i32 @llvm.umin.i32(i32 %99, i32 %100)
  %104 = tail call i32 @llvm.umax.i32(i32 %99, i32 %100)
  %105 = select i1 %102, i32 %103, i32 %104
  %106 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %105, i32 range(i32 1, -2147483648) 2, i32 31)
  %107 = and i32 %8, 2
  %108 = icmp eq i32 %107, 0
  %109 = tail call i32 @llvm.umin.i32(i32 %105, i32 %106)
  %110 = tail call i32 @llvm.umax.i32(i32 %105, i32 %106)
  %111 = select i1 %108, i32 %109, i32 %110
  %112 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %111, i32 range(i32 1, -2147483648) 1, i32 31)
  %113 = and i32 %8, 1
  %114 = icmp eq i32 %113, 0
  %115 = tail call i32 @llvm.umin.i32(i32 %111, i32 %112)
  %116 = tail call i32 @llvm.umax.i32(i32 %111, i32 %112)
  %117 = select i1 %114, i32 %115, i32 %116
  %118 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %117, ptr %118, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
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
