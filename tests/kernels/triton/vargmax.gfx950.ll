; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.50-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vargmax(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = lshr i32 %7, 6, !dbg !11
  %9 = and i32 %8, 3, !dbg !11
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %11 = shl i32 %10, 8, !dbg !12
  %12 = and i32 %6, 63, !dbg !13
  %13 = shl nuw nsw i32 %9, 6, !dbg !13
  %14 = or disjoint i32 %13, %12, !dbg !13
  %15 = or disjoint i32 %14, %11, !dbg !12
  %16 = icmp slt i32 %15, %2, !dbg !14
  %17 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %18 = shl i32 %15, 2, !dbg !15
  %19 = select i1 %16, i32 %18, i32 -2147483648, !dbg !15
  %20 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %17, i32 %19, i32 0, i32 0), !dbg !15
  %21 = select i1 %16, i32 %20, i32 -2147483648, !dbg !15
  %22 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %21, i32 %21, i1 false, i1 false), !dbg !16
  %23 = extractvalue { i32, i32 } %22, 0, !dbg !16
  %24 = extractvalue { i32, i32 } %22, 1, !dbg !16
  %25 = icmp eq i32 %23, %21, !dbg !16
  %26 = select i1 %25, i32 %24, i32 %23, !dbg !16
  %27 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %14, i32 %14, i1 false, i1 false), !dbg !16
  %28 = extractvalue { i32, i32 } %27, 0, !dbg !16
  %29 = extractvalue { i32, i32 } %27, 1, !dbg !16
  %30 = icmp eq i32 %28, %14, !dbg !16
  %31 = select i1 %30, i32 %29, i32 %28, !dbg !16
  %32 = icmp eq i32 %21, %26, !dbg !22
  %33 = icmp slt i32 %14, %31, !dbg !24
  %34 = and i1 %33, %32, !dbg !22
  %35 = icmp sgt i32 %21, %26, !dbg !25
  %36 = or i1 %35, %34, !dbg !25
  %37 = select i1 %36, i32 %21, i32 %26, !dbg !26
  %38 = select i1 %36, i32 %14, i32 %31, !dbg !27
  %39 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %37, i32 %37, i1 false, i1 false), !dbg !16
  %40 = extractvalue { i32, i32 } %39, 0, !dbg !16
  %41 = extractvalue { i32, i32 } %39, 1, !dbg !16
  %42 = icmp eq i32 %40, %37, !dbg !16
  %43 = select i1 %42, i32 %41, i32 %40, !dbg !16
  %44 = tail call { i32, i32 } @llvm.amdgcn.permlane16.swap(i32 %38, i32 %38, i1 false, i1 false), !dbg !16
  %45 = extractvalue { i32, i32 } %44, 0, !dbg !16
  %46 = extractvalue { i32, i32 } %44, 1, !dbg !16
  %47 = icmp eq i32 %45, %38, !dbg !16
  %48 = select i1 %47, i32 %46, i32 %45, !dbg !16
  %49 = icmp eq i32 %37, %43, !dbg !22
  %50 = icmp slt i32 %38, %48, !dbg !24
  %51 = and i1 %49, %50, !dbg !22
  %52 = icmp sgt i32 %37, %43, !dbg !25
  %53 = or i1 %52, %51, !dbg !25
  %54 = select i1 %53, i32 %37, i32 %43, !dbg !26
  %55 = select i1 %53, i32 %38, i32 %48, !dbg !27
  %56 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %54, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %55, i32 296, i32 15, i32 15, i1 true), !dbg !16
  %58 = icmp eq i32 %54, %56, !dbg !22
  %59 = icmp slt i32 %55, %57, !dbg !24
  %60 = and i1 %58, %59, !dbg !22
  %61 = icmp sgt i32 %54, %56, !dbg !25
  %62 = or i1 %61, %60, !dbg !25
  %63 = select i1 %62, i32 %54, i32 %56, !dbg !26
  %64 = select i1 %62, i32 %55, i32 %57, !dbg !27
  %65 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %63, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %66 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %65, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %67 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %64, i32 321, i32 15, i32 15, i1 true), !dbg !16
  %68 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %67, i32 27, i32 15, i32 15, i1 true), !dbg !16
  %69 = icmp eq i32 %63, %66, !dbg !22
  %70 = icmp slt i32 %64, %68, !dbg !24
  %71 = and i1 %69, %70, !dbg !22
  %72 = icmp sgt i32 %63, %66, !dbg !25
  %73 = or i1 %72, %71, !dbg !25
  %74 = select i1 %73, i32 %63, i32 %66, !dbg !26
  %75 = select i1 %73, i32 %64, i32 %68, !dbg !27
  %76 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %74, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %77 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %75, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %78 = icmp eq i32 %74, %76, !dbg !22
  %79 = icmp slt i32 %75, %77, !dbg !24
  %80 = and i1 %78, %79, !dbg !22
  %81 = icmp sgt i32 %74, %76, !dbg !25
  %82 = or i1 %81, %80, !dbg !25
  %83 = select i1 %82, i32 %74, i32 %76, !dbg !26
  %84 = select i1 %82, i32 %75, i32 %77, !dbg !27
  %85 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %83, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %86 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %84, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %87 = icmp eq i32 %83, %85, !dbg !22
  %88 = icmp slt i32 %84, %86, !dbg !24
  %89 = and i1 %87, %88, !dbg !22
  %90 = icmp sgt i32 %83, %85, !dbg !25
  %91 = or i1 %90, %89, !dbg !25
  %92 = select i1 %91, i32 %83, i32 %85, !dbg !26
  %93 = select i1 %91, i32 %84, i32 %86, !dbg !27
  %94 = shl nuw nsw i32 %9, 2, !dbg !16
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %94, !dbg !16
  %96 = insertelement <1 x i32> poison, i32 %92, i64 0, !dbg !16
  store <1 x i32> %96, ptr addrspace(3) %95, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !28
  %97 = shl nuw nsw i32 %6, 2, !dbg !16
  %98 = and i32 %97, 12, !dbg !16
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98, !dbg !16
  %100 = load <1 x i32>, ptr addrspace(3) %99, align 4, !dbg !16
  %101 = extractelement <1 x i32> %100, i64 0, !dbg !16
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %94, !dbg !16
  %103 = insertelement <1 x i32> poison, i32 %93, i64 0, !dbg !16
  store <1 x i32> %103, ptr addrspace(3) %102, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16, !mmra !28
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !28
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %98, !dbg !16
  %105 = load <1 x i32>, ptr addrspace(3) %104, align 4, !dbg !16
  %106 = extractelement <1 x i32> %105, i64 0, !dbg !16
  %107 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %101, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %108 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %106, i32 78, i32 15, i32 15, i1 true), !dbg !16
  %109 = icmp eq i32 %101, %107, !dbg !22
  %110 = icmp slt i32 %106, %108, !dbg !24
  %111 = and i1 %109, %110, !dbg !22
  %112 = icmp sgt i32 %101, %107, !dbg !25
  %113 = or i1 %112, %111, !dbg !25
  %114 = select i1 %113, i32 %101, i32 %107, !dbg !26
  %115 = select i1 %113, i32 %106, i32 %108, !dbg !27
  %116 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %114, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %117 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %115, i32 177, i32 15, i32 15, i1 true), !dbg !16
  %118 = or i32 %9, %12, !dbg !11
  %119 = icmp eq i32 %118, 0, !dbg !11
  br i1 %119, label %120, label %130, !dbg !11

120:                                              ; preds = %5
  %121 = icmp sgt i32 %114, %116, !dbg !25
  %122 = icmp eq i32 %114, %116, !dbg !22
  %123 = icmp slt i32 %115, %117, !dbg !24
  %124 = and i1 %122, %123, !dbg !22
  %125 = or i1 %121, %124, !dbg !25
  %126 = select i1 %125, i32 %115, i32 %117, !dbg !27
  %127 = insertelement <1 x i32> poison, i32 %126, i64 0, !dbg !11
  %128 = sext i32 %10 to i64, !dbg !11
  %129 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %128, !dbg !11
  store <1 x i32> %127, ptr addrspace(1) %129, align 4, !dbg !11
  br label %130, !dbg !11

130:                                              ; preds = %120, %5
  ret void, !dbg !29
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare { i32, i32 } @llvm.amdgcn.permlane32.swap(i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare { i32, i32 } @llvm.amdgcn.permlane16.swap(i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vargmax", linkageName: "vargmax", scope: !1, file: !1, line: 37, type: !5, scopeLine: 37, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 41, column: 5, scope: !4)
!12 = !DILocation(line: 39, column: 12, scope: !4)
!13 = !DILocation(line: 39, column: 39, scope: !4)
!14 = !DILocation(line: 40, column: 32, scope: !4)
!15 = !DILocation(line: 40, column: 9, scope: !4)
!16 = !DILocation(line: 206, column: 20, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 223, column: 16, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 41, column: 38, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 175, column: 15, scope: !17, inlinedAt: !23)
!23 = !DILocation(line: 186, column: 12, scope: !17, inlinedAt: !16)
!24 = !DILocation(line: 175, column: 36, scope: !17, inlinedAt: !23)
!25 = !DILocation(line: 178, column: 10, scope: !17, inlinedAt: !23)
!26 = !DILocation(line: 179, column: 13, scope: !17, inlinedAt: !23)
!27 = !DILocation(line: 180, column: 13, scope: !17, inlinedAt: !23)
!28 = !{!"amdgpu-synchronize-as", !"local"}
!29 = !DILocation(line: 37, column: 1, scope: !4)
