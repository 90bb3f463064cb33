; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @matmul(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !14
  %8 = and i32 %7, 96, !dbg !13
  %9 = and i32 %6, 31, !dbg !15
  %10 = or disjoint i32 %8, %9, !dbg !15
  %11 = and i32 %6, 15, !dbg !15
  %12 = and i32 %7, 64, !dbg !15
  %13 = lshr exact i32 %12, 2, !dbg !15
  %14 = or disjoint i32 %13, %11, !dbg !15
  %15 = shl nuw nsw i32 %6, 3, !dbg !16
  %16 = and i32 %15, 24, !dbg !16
  %17 = and i32 %6, 16, !dbg !16
  %18 = lshr exact i32 %17, 4, !dbg !16
  %19 = lshr i32 %7, 1, !dbg !16
  %20 = and i32 %19, 16, !dbg !16
  %21 = or disjoint i32 %20, %18, !dbg !16
  %22 = or disjoint i32 %21, 2, !dbg !16
  %23 = or disjoint i32 %21, 4, !dbg !16
  %24 = or disjoint i32 %21, 6, !dbg !16
  %25 = or disjoint i32 %21, 8, !dbg !16
  %26 = or disjoint i32 %21, 10, !dbg !16
  %27 = or disjoint i32 %21, 12, !dbg !16
  %28 = or disjoint i32 %21, 14, !dbg !16
  %29 = shl nuw nsw i32 %10, 3, !dbg !17
  %30 = and i32 %29, 992, !dbg !17
  %31 = or disjoint i32 %30, %16, !dbg !17
  %32 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !18
  %33 = tail call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) %32, i32 %31, i32 0, i32 0), !dbg !18
  %34 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !14
  %35 = tail call <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) %34, i32 %31, i32 0, i32 0), !dbg !14
  %36 = shl nuw nsw i32 %14, 5, !dbg !19
  %37 = or disjoint i32 %36, %21, !dbg !19
  %38 = or disjoint i32 %36, %22, !dbg !19
  %39 = or disjoint i32 %36, %23, !dbg !19
  %40 = or disjoint i32 %36, %24, !dbg !19
  %41 = or disjoint i32 %36, %25, !dbg !19
  %42 = or disjoint i32 %36, %26, !dbg !19
  %43 = or disjoint i32 %36, %27, !dbg !19
  %44 = or disjoint i32 %36, %28, !dbg !19
  %45 = and i32 %29, 888, !dbg !18
  %46 = icmp eq i32 %17, 0, !dbg !18
  %47 = select i1 %46, i32 0, i32 144, !dbg !18
  %48 = xor i32 %45, %47, !dbg !18
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !18
  store <2 x i32> %33, ptr addrspace(3) %49, align 8, !dbg !18
  fence syncscope("workgroup") release, !dbg !18
  tail call void @llvm.amdgcn.s.barrier(), !dbg !18
  fence syncscope("workgroup") acquire, !dbg !18
  %50 = shl nuw nsw i32 %6, 5, !dbg !18
  %51 = and i32 %50, 352, !dbg !18
  %52 = and i32 %6, 4, !dbg !18
  %53 = icmp eq i32 %52, 0, !dbg !18
  %54 = select i1 %53, i32 0, i32 144, !dbg !18
  %55 = shl nuw nsw i32 %12, 3, !dbg !18
  %56 = or disjoint i32 %51, %54, !dbg !18
  %57 = or disjoint i32 %55, %56, !dbg !18
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !18
  %59 = load <4 x i32>, ptr addrspace(3) %58, align 16, !dbg !18
  %60 = xor i32 %57, 16, !dbg !18
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !18
  %62 = load <4 x i32>, ptr addrspace(3) %61, align 16, !dbg !18
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !14
  store <2 x i32> %35, ptr addrspace(3) %63, align 8, !dbg !14
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %20, !dbg !14
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %64, i32 %11, !dbg !14
  %66 = load <1 x i8>, ptr addrspace(3) %65, align 1, !dbg !14
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 32, !dbg !14
  %68 = load <1 x i8>, ptr addrspace(3) %67, align 1, !dbg !14
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 64, !dbg !14
  %70 = load <1 x i8>, ptr addrspace(3) %69, align 1, !dbg !14
  %71 = shufflevector <1 x i8> %70, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 96, !dbg !14
  %73 = load <1 x i8>, ptr addrspace(3) %72, align 1, !dbg !14
  %74 = shufflevector <1 x i8> %73, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 128, !dbg !14
  %76 = load <1 x i8>, ptr addrspace(3) %75, align 1, !dbg !14
  %77 = shufflevector <1 x i8> %76, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 160, !dbg !14
  %79 = load <1 x i8>, ptr addrspace(3) %78, align 1, !dbg !14
  %80 = shufflevector <1 x i8> %79, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 192, !dbg !14
  %82 = load <1 x i8>, ptr addrspace(3) %81, align 1, !dbg !14
  %83 = shufflevector <1 x i8> %82, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 224, !dbg !14
  %85 = load <1 x i8>, ptr addrspace(3) %84, align 1, !dbg !14
  %86 = shufflevector <1 x i8> %85, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 256, !dbg !14
  %88 = load <1 x i8>, ptr addrspace(3) %87, align 1, !dbg !14
  %89 = shufflevector <1 x i8> %88, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 288, !dbg !14
  %91 = load <1 x i8>, ptr addrspace(3) %90, align 1, !dbg !14
  %92 = shufflevector <1 x i8> %91, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 320, !dbg !14
  %94 = load <1 x i8>, ptr addrspace(3) %93, align 1, !dbg !14
  %95 = shufflevector <1 x i8> %94, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 352, !dbg !14
  %97 = load <1 x i8>, ptr addrspace(3) %96, align 1, !dbg !14
  %98 = shufflevector <1 x i8> %97, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 384, !dbg !14
  %100 = load <1 x i8>, ptr addrspace(3) %99, align 1, !dbg !14
  %101 = shufflevector <1 x i8> %100, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 416, !dbg !14
  %103 = load <1 x i8>, ptr addrspace(3) %102, align 1, !dbg !14
  %104 = shufflevector <1 x i8> %103, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 448, !dbg !14
  %106 = load <1 x i8>, ptr addrspace(3) %105, align 1, !dbg !14
  %107 = shufflevector <1 x i8> %106, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 480, !dbg !14
  %109 = load <1 x i8>, ptr addrspace(3) %108, align 1, !dbg !14
  %110 = shufflevector <1 x i8> %109, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 512, !dbg !14
  %112 = load <1 x i8>, ptr addrspace(3) %111, align 1, !dbg !14
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 544, !dbg !14
  %114 = load <1 x i8>, ptr addrspace(3) %113, align 1, !dbg !14
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 576, !dbg !14
  %116 = load <1 x i8>, ptr addrspace(3) %115, align 1, !dbg !14
  %117 = shufflevector <1 x i8> %116, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 608, !dbg !14
  %119 = load <1 x i8>, ptr addrspace(3) %118, align 1, !dbg !14
  %120 = shufflevector <1 x i8> %119, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 640, !dbg !14
  %122 = load <1 x i8>, ptr addrspace(3) %121, align 1, !dbg !14
  %123 = shufflevector <1 x i8> %122, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 672, !dbg !14
  %125 = load <1 x i8>, ptr addrspace(3) %124, align 1, !dbg !14
  %126 = shufflevector <1 x i8> %125, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 704, !dbg !14
  %128 = load <1 x i8>, ptr addrspace(3) %127, align 1, !dbg !14
  %129 = shufflevector <1 x i8> %128, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 736, !dbg !14
  %131 = load <1 x i8>, ptr addrspace(3) %130, align 1, !dbg !14
  %132 = shufflevector <1 x i8> %131, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 768, !dbg !14
  %134 = load <1 x i8>, ptr addrspace(3) %133, align 1, !dbg !14
  %135 = shufflevector <1 x i8> %134, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %136 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 800, !dbg !14
  %137 = load <1 x i8>, ptr addrspace(3) %136, align 1, !dbg !14
  %138 = shufflevector <1 x i8> %137, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 832, !dbg !14
  %140 = load <1 x i8>, ptr addrspace(3) %139, align 1, !dbg !14
  %141 = shufflevector <1 x i8> %140, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 864, !dbg !14
  %143 = load <1 x i8>, ptr addrspace(3) %142, align 1, !dbg !14
  %144 = shufflevector <1 x i8> %143, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 896, !dbg !14
  %146 = load <1 x i8>, ptr addrspace(3) %145, align 1, !dbg !14
  %147 = shufflevector <1 x i8> %146, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 928, !dbg !14
  %149 = load <1 x i8>, ptr addrspace(3) %148, align 1, !dbg !14
  %150 = shufflevector <1 x i8> %149, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 960, !dbg !14
  %152 = load <1 x i8>, ptr addrspace(3) %151, align 1, !dbg !14
  %153 = shufflevector <1 x i8> %152, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) %65, i32 992, !dbg !14
  %155 = load <1 x i8>, ptr addrspace(3) %154, align 1, !dbg !14
  %156 = shufflevector <1 x i8> %155, <1 x i8> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !14
  %157 = shufflevector <1 x i8> %66, <1 x i8> %68, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %158 = shufflevector <16 x i8> %157, <16 x i8> %71, <16 x i32> <i32 0, i32 1, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %159 = shufflevector <16 x i8> %158, <16 x i8> %74, <16 x i32> <i32 0, i32 1, i32 2, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %160 = shufflevector <16 x i8> %159, <16 x i8> %77, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %161 = shufflevector <16 x i8> %160, <16 x i8> %80, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %162 = shufflevector <16 x i8> %161, <16 x i8> %83, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %163 = shufflevector <16 x i8> %162, <16 x i8> %86, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %164 = shufflevector <16 x i8> %163, <16 x i8> %89, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %165 = shufflevector <16 x i8> %164, <16 x i8> %92, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %166 = shufflevector <16 x i8> %165, <16 x i8> %95, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %167 = shufflevector <16 x i8> %166, <16 x i8> %98, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %168 = shufflevector <16 x i8> %167, <16 x i8> %101, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 poison, i32 poison, i32 poison>, !dbg !20
  %169 = shufflevector <16 x i8> %168, <16 x i8> %104, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 16, i32 poison, i32 poison>, !dbg !20
  %170 = shufflevector <16 x i8> %169, <16 x i8> %107, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 poison>, !dbg !20
  %171 = shufflevector <16 x i8> %170, <16 x i8> %110, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 16>, !dbg !20
  %172 = bitcast <16 x i8> %171 to <4 x i32>, !dbg !20
  %173 = tail call <8 x i32> @llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32.v4i32(i1 true, <4 x i32> %172, i1 true, <4 x i32> %59, <8 x i32> zeroinitializer, i1 false), !dbg !20
  %174 = shufflevector <1 x i8> %112, <1 x i8> %114, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %175 = shufflevector <16 x i8> %174, <16 x i8> %117, <16 x i32> <i32 0, i32 1, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %176 = shufflevector <16 x i8> %175, <16 x i8> %120, <16 x i32> <i32 0, i32 1, i32 2, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %177 = shufflevector <16 x i8> %176, <16 x i8> %123, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %178 = shufflevector <16 x i8> %177, <16 x i8> %126, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %179 = shufflevector <16 x i8> %178, <16 x i8> %129, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %180 = shufflevector <16 x i8> %179, <16 x i8> %132, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %181 = shufflevector <16 x i8> %180, <16 x i8> %135, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %182 = shufflevector <16 x i8> %181, <16 x i8> %138, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %183 = shufflevector <16 x i8> %182, <16 x i8> %141, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %184 = shufflevector <16 x i8> %183, <16 x i8> %144, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 16, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !20
  %185 = shufflevector <16 x i8> %184, <16 x i8> %147, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 poison, i32 poison, i32 poison>, !dbg !20
  %186 = shufflevector <16 x i8> %185, <16 x i8> %150, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 16, i32 poison, i32 poison>, !dbg !20
  %187 = shufflevector <16 x i8> %186, <16 x i8> %153, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 16, i32 poison>, !dbg !20
  %188 = shufflevector <16 x i8> %187, <16 x i8> %156, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 16>, !dbg !20
  %189 = bitcast <16 x i8> %188 to <4 x i32>, !dbg !20
  %190 = tail call <8 x i32> @llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32.v4i32(i1 true, <4 x i32> %189, i1 true, <4 x i32> %62, <8 x i32> %173, i1 false), !dbg !20
  %191 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !13
  %.extract = extractelement <8 x i32> %190, i64 0, !dbg !13
  %192 = shl nuw nsw i32 %37, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract, ptr addrspace(8) %191, i32 %192, i32 0, i32 0), !dbg !13
  %.extract1 = extractelement <8 x i32> %190, i64 1, !dbg !13
  %193 = shl nuw nsw i32 %38, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract1, ptr addrspace(8) %191, i32 %193, i32 0, i32 0), !dbg !13
  %.extract2 = extractelement <8 x i32> %190, i64 2, !dbg !13
  %194 = shl nuw nsw i32 %39, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract2, ptr addrspace(8) %191, i32 %194, i32 0, i32 0), !dbg !13
  %.extract3 = extractelement <8 x i32> %190, i64 3, !dbg !13
  %195 = shl nuw nsw i32 %40, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract3, ptr addrspace(8) %191, i32 %195, i32 0, i32 0), !dbg !13
  %.extract4 = extractelement <8 x i32> %190, i64 4, !dbg !13
  %196 = shl nuw nsw i32 %41, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract4, ptr addrspace(8) %191, i32 %196, i32 0, i32 0), !dbg !13
  %.extract5 = extractelement <8 x i32> %190, i64 5, !dbg !13
  %197 = shl nuw nsw i32 %42, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract5, ptr addrspace(8) %191, i32 %197, i32 0, i32 0), !dbg !13
  %.extract6 = extractelement <8 x i32> %190, i64 6, !dbg !13
  %198 = shl nuw nsw i32 %43, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract6, ptr addrspace(8) %191, i32 %198, i32 0, i32 0), !dbg !13
  %.extract7 = extractelement <8 x i32> %190, i64 7, !dbg !13
  %199 = shl nuw nsw i32 %44, 2, !dbg !13
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %.extract7, ptr addrspace(8) %191, i32 %199, i32 0, i32 0), !dbg !13
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <2 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v2i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare <8 x i32> @llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32.v4i32(i1 immarg, <4 x i32>, i1 immarg, <4 x i32>, <8 x i32>, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul", linkageName: "matmul", scope: !1, file: !1, line: 95, type: !5, scopeLine: 95, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DILocation(line: 102, column: 5, scope: !4)
!14 = !DILocation(line: 101, column: 9, scope: !4)
!15 = !DILocation(line: 100, column: 21, scope: !4)
!16 = !DILocation(line: 100, column: 39, scope: !4)
!17 = !DILocation(line: 100, column: 17, scope: !4)
!18 = !DILocation(line: 100, column: 9, scope: !4)
!19 = !DILocation(line: 102, column: 14, scope: !4)
!20 = !DILocation(line: 102, column: 49, scope: !4)
!21 = !DILocation(line: 95, column: 1, scope: !4)
