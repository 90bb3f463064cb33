; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @where2d(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, i32 inreg %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %8), !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %11 = shl i32 %10, 4, !dbg !13
  %12 = and i32 %8, 31, !dbg !14
  %13 = lshr i32 %9, 5, !dbg !14
  %14 = and i32 %13, 1, !dbg !14
  %15 = or disjoint i32 %14, 2, !dbg !14
  %16 = or disjoint i32 %14, 4, !dbg !14
  %17 = or disjoint i32 %14, 6, !dbg !14
  %18 = or disjoint i32 %14, 8, !dbg !14
  %19 = or disjoint i32 %14, 10, !dbg !14
  %20 = or disjoint i32 %14, 12, !dbg !14
  %21 = or disjoint i32 %14, 14, !dbg !14
  %22 = or disjoint i32 %14, %11, !dbg !13
  %23 = or disjoint i32 %15, %11, !dbg !13
  %24 = or disjoint i32 %16, %11, !dbg !13
  %25 = or disjoint i32 %17, %11, !dbg !13
  %26 = or disjoint i32 %18, %11, !dbg !13
  %27 = or disjoint i32 %19, %11, !dbg !13
  %28 = or disjoint i32 %20, %11, !dbg !13
  %29 = or disjoint i32 %21, %11, !dbg !13
  %30 = icmp slt i32 %22, %2, !dbg !15
  %31 = icmp slt i32 %23, %2, !dbg !15
  %32 = icmp slt i32 %24, %2, !dbg !15
  %33 = icmp slt i32 %25, %2, !dbg !15
  %34 = icmp slt i32 %26, %2, !dbg !15
  %35 = icmp slt i32 %27, %2, !dbg !15
  %36 = icmp slt i32 %28, %2, !dbg !15
  %37 = icmp slt i32 %29, %2, !dbg !15
  %38 = icmp slt i32 %12, %3, !dbg !16
  %39 = and i1 %38, %30, !dbg !17
  %40 = and i1 %38, %31, !dbg !17
  %41 = and i1 %38, %32, !dbg !17
  %42 = and i1 %38, %33, !dbg !17
  %43 = and i1 %38, %34, !dbg !17
  %44 = and i1 %38, %35, !dbg !17
  %45 = and i1 %38, %36, !dbg !17
  %46 = and i1 %38, %37, !dbg !17
  %47 = mul i32 %4, %11, !dbg !18
  %48 = mul nuw nsw i32 %14, %4, !dbg !18
  %49 = mul i32 %15, %4, !dbg !18
  %50 = mul i32 %16, %4, !dbg !18
  %51 = mul i32 %17, %4, !dbg !18
  %52 = mul i32 %18, %4, !dbg !18
  %53 = mul i32 %19, %4, !dbg !18
  %54 = mul i32 %20, %4, !dbg !18
  %55 = mul i32 %21, %4, !dbg !18
  %56 = add i32 %12, %47, !dbg !18
  %57 = add i32 %56, %48, !dbg !18
  %58 = add i32 %56, %49, !dbg !18
  %59 = add i32 %56, %50, !dbg !18
  %60 = add i32 %56, %51, !dbg !18
  %61 = add i32 %56, %52, !dbg !18
  %62 = add i32 %56, %53, !dbg !18
  %63 = add i32 %56, %54, !dbg !18
  %64 = add i32 %56, %55, !dbg !18
  %65 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !19
  %66 = shl i32 %57, 2, !dbg !19
  %67 = select i1 %39, i32 %66, i32 -2147483648, !dbg !19
  %68 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %67, i32 0, i32 0), !dbg !19
  %69 = shl i32 %58, 2, !dbg !19
  %70 = select i1 %40, i32 %69, i32 -2147483648, !dbg !19
  %71 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %70, i32 0, i32 0), !dbg !19
  %72 = shl i32 %59, 2, !dbg !19
  %73 = select i1 %41, i32 %72, i32 -2147483648, !dbg !19
  %74 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %73, i32 0, i32 0), !dbg !19
  %75 = shl i32 %60, 2, !dbg !19
  %76 = select i1 %42, i32 %75, i32 -2147483648, !dbg !19
  %77 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %76, i32 0, i32 0), !dbg !19
  %78 = shl i32 %61, 2, !dbg !19
  %79 = select i1 %43, i32 %78, i32 -2147483648, !dbg !19
  %80 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %79, i32 0, i32 0), !dbg !19
  %81 = shl i32 %62, 2, !dbg !19
  %82 = select i1 %44, i32 %81, i32 -2147483648, !dbg !19
  %83 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %82, i32 0, i32 0), !dbg !19
  %84 = shl i32 %63, 2, !dbg !19
  %85 = select i1 %45, i32 %84, i32 -2147483648, !dbg !19
  %86 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %85, i32 0, i32 0), !dbg !19
  %87 = shl i32 %64, 2, !dbg !19
  %88 = select i1 %46, i32 %87, i32 -2147483648, !dbg !19
  %89 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %65, i32 %88, i32 0, i32 0), !dbg !19
  %90 = icmp sgt i32 %68, 0, !dbg !20
  %91 = icmp sgt i32 %71, 0, !dbg !20
  %92 = icmp sgt i32 %74, 0, !dbg !20
  %93 = icmp sgt i32 %77, 0, !dbg !20
  %94 = icmp sgt i32 %80, 0, !dbg !20
  %95 = icmp sgt i32 %83, 0, !dbg !20
  %96 = icmp sgt i32 %86, 0, !dbg !20
  %97 = icmp sgt i32 %89, 0, !dbg !20
  %.neg = mul i32 %68, -2, !dbg !21
  %.neg1 = mul i32 %71, -2, !dbg !21
  %.neg2 = mul i32 %74, -2, !dbg !21
  %.neg3 = mul i32 %77, -2, !dbg !21
  %.neg4 = mul i32 %80, -2, !dbg !21
  %.neg5 = mul i32 %83, -2, !dbg !21
  %.neg6 = mul i32 %86, -2, !dbg !21
  %.neg7 = mul i32 %89, -2, !dbg !21
  %98 = select i1 %90, i32 %68, i32 %.neg, !dbg !22
  %99 = select i1 %91, i32 %71, i32 %.neg1, !dbg !22
  %100 = select i1 %92, i32 %74, i32 %.neg2, !dbg !22
  %101 = select i1 %93, i32 %77, i32 %.neg3, !dbg !22
  %102 = select i1 %94, i32 %80, i32 %.neg4, !dbg !22
  %103 = select i1 %95, i32 %83, i32 %.neg5, !dbg !22
  %104 = select i1 %96, i32 %86, i32 %.neg6, !dbg !22
  %105 = select i1 %97, i32 %89, i32 %.neg7, !dbg !22
  %106 = mul i32 %3, %11, !dbg !23
  %107 = mul nuw nsw i32 %14, %3, !dbg !23
  %108 = mul i32 %15, %3, !dbg !23
  %109 = mul i32 %16, %3, !dbg !23
  %110 = mul i32 %17, %3, !dbg !23
  %111 = mul i32 %18, %3, !dbg !23
  %112 = mul i32 %19, %3, !dbg !23
  %113 = mul i32 %20, %3, !dbg !23
  %114 = mul i32 %21, %3, !dbg !23
  %115 = add i32 %12, %106, !dbg !23
  %116 = add i32 %115, %107, !dbg !23
  %117 = add i32 %115, %108, !dbg !23
  %118 = add i32 %115, %109, !dbg !23
  %119 = add i32 %115, %110, !dbg !23
  %120 = add i32 %115, %111, !dbg !23
  %121 = add i32 %115, %112, !dbg !23
  %122 = add i32 %115, %113, !dbg !23
  %123 = add i32 %115, %114, !dbg !23
  %124 = icmp eq i32 %22, %12, !dbg !24
  %125 = icmp eq i32 %23, %12, !dbg !24
  %126 = icmp eq i32 %24, %12, !dbg !24
  %127 = icmp eq i32 %25, %12, !dbg !24
  %128 = icmp eq i32 %26, %12, !dbg !24
  %129 = icmp eq i32 %27, %12, !dbg !24
  %130 = icmp eq i32 %28, %12, !dbg !24
  %131 = icmp eq i32 %29, %12, !dbg !24
  %132 = select i1 %124, i32 1000, i32 %98, !dbg !25
  %133 = select i1 %125, i32 1000, i32 %99, !dbg !25
  %134 = select i1 %126, i32 1000, i32 %100, !dbg !25
  %135 = select i1 %127, i32 1000, i32 %101, !dbg !25
  %136 = select i1 %128, i32 1000, i32 %102, !dbg !25
  %137 = select i1 %129, i32 1000, i32 %103, !dbg !25
  %138 = select i1 %130, i32 1000, i32 %104, !dbg !25
  %139 = select i1 %131, i32 1000, i32 %105, !dbg !25
  %140 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !11
  %141 = shl i32 %116, 2, !dbg !11
  %142 = select i1 %39, i32 %141, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %132, ptr addrspace(8) %140, i32 %142, i32 0, i32 0), !dbg !11
  %143 = shl i32 %117, 2, !dbg !11
  %144 = select i1 %40, i32 %143, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %133, ptr addrspace(8) %140, i32 %144, i32 0, i32 0), !dbg !11
  %145 = shl i32 %118, 2, !dbg !11
  %146 = select i1 %41, i32 %145, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %134, ptr addrspace(8) %140, i32 %146, i32 0, i32 0), !dbg !11
  %147 = shl i32 %119, 2, !dbg !11
  %148 = select i1 %42, i32 %147, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %135, ptr addrspace(8) %140, i32 %148, i32 0, i32 0), !dbg !11
  %149 = shl i32 %120, 2, !dbg !11
  %150 = select i1 %43, i32 %149, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %136, ptr addrspace(8) %140, i32 %150, i32 0, i32 0), !dbg !11
  %151 = shl i32 %121, 2, !dbg !11
  %152 = select i1 %44, i32 %151, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %137, ptr addrspace(8) %140, i32 %152, i32 0, i32 0), !dbg !11
  %153 = shl i32 %122, 2, !dbg !11
  %154 = select i1 %45, i32 %153, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %138, ptr addrspace(8) %140, i32 %154, i32 0, i32 0), !dbg !11
  %155 = shl i32 %123, 2, !dbg !11
  %156 = select i1 %46, i32 %155, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %139, ptr addrspace(8) %140, i32 %156, i32 0, i32 0), !dbg !11
  ret void, !dbg !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #5

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "where2d", linkageName: "where2d", scope: !1, file: !1, line: 169, type: !5, scopeLine: 169, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !8, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 176, column: 5, scope: !4)
!12 = !DILocation(line: 172, column: 9, scope: !4)
!13 = !DILocation(line: 171, column: 9, scope: !4)
!14 = !DILocation(line: 171, column: 33, scope: !4)
!15 = !DILocation(line: 173, column: 10, scope: !4)
!16 = !DILocation(line: 173, column: 20, scope: !4)
!17 = !DILocation(line: 173, column: 9, scope: !4)
!18 = !DILocation(line: 174, column: 17, scope: !4)
!19 = !DILocation(line: 174, column: 9, scope: !4)
!20 = !DILocation(line: 175, column: 18, scope: !4)
!21 = !DILocation(line: 175, column: 28, scope: !4)
!22 = !DILocation(line: 175, column: 9, scope: !4)
!23 = !DILocation(line: 176, column: 14, scope: !4)
!24 = !DILocation(line: 176, column: 40, scope: !4)
!25 = !DILocation(line: 176, column: 31, scope: !4)
!26 = !DILocation(line: 169, column: 1, scope: !4)
